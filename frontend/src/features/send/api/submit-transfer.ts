import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { ApiError, errorCode, serverFieldErrors } from '@/lib/api-error';
import type { Quote } from '@/lib/data/quote';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { deliveryChoice, type DeliveryChoice } from '@/lib/delivery-choice';
import { findSavedMethod, isSavedCard } from './saved-payment-methods';
import { m } from '@/lib/i18n/messages';

/** Who sends and who receives, as the sender typed them (spec section 3, "Transfer form"). */
export type TransferParties = {
  country: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  recipientFirstName: string;
  recipientLastName: string;
  recipientPhone: string;
  /** Empty for the country's default method. */
  deliveryMethod: string;
  /** Bank accounts only. */
  bankId: string;
  accountNumber: string;
  /** MTN: the registered name the sender confirmed as their recipient although it differs from the typed one. */
  confirmedRegisteredName?: string;
};

/** The payment request payload of docs/api.md ("Transfers"). */
export type TransferPayload = {
  amount: number;
  feeAmount: number;
  totalAmount: number;
  recipientAmount: number;
  country: string;
  currencyCode: string;
  sender: { firstName: string; lastName: string; email: string; phone: string };
  recipient: { firstName: string; lastName: string; phone: string; confirmedRegisteredName?: string } & Partial<DeliveryChoice>;
};

/** Every figure comes from the server's quote, which the server checks again on arrival. */
export function buildTransferPayload(parties: TransferParties, quote: Quote): TransferPayload {
  return {
    amount: quote.amount,
    feeAmount: quote.feeAmount,
    totalAmount: quote.totalAmount,
    recipientAmount: quote.recipientAmount,
    country: parties.country,
    currencyCode: quote.currencyCode,
    sender: {
      firstName: parties.firstName,
      lastName: parties.lastName,
      email: parties.email,
      phone: parties.phone,
    },
    recipient: {
      firstName: parties.recipientFirstName,
      lastName: parties.recipientLastName,
      phone: parties.recipientPhone,
      ...deliveryChoice(parties.country, parties),
      ...(parties.confirmedRegisteredName ? { confirmedRegisteredName: parties.confirmedRegisteredName } : {}),
    },
  };
}

/** A refusal decided in the browser; its message is written for the sender. */
export class TransferRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRequestError';
  }
}

const checkoutResultSchema = z.object({
  url: z.string().min(1).optional(),
  success: z.boolean().optional(),
  sessionId: z.union([z.string(), z.number()]).transform(String).optional(),
  /** A saved card whose bank wants the sender to confirm (3-D Secure), with what Stripe.js needs for it. */
  requiresAction: z.boolean().nullish(),
  clientSecret: z.string().nullish(),
});

export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** One submission of the send screen: where it goes and what it carries. */
export type TransferRequest = { path: string; body: unknown };

/**
 * Spec section 4: a new card or a new bank account starts a checkout session (paid on the
 * next screen); a saved method is charged at once.
 */
export function transferRequest(
  paymentMethod: string,
  payload: TransferPayload,
  savedMethods: readonly PaymentMethod[],
): TransferRequest {
  if (paymentMethod === 'card') return { path: '/api/create-card-session', body: payload };
  if (paymentMethod === 'ach') return { path: '/api/create-teller-session', body: payload };
  if (paymentMethod.startsWith('saved_')) {
    const saved = findSavedMethod(savedMethods, paymentMethod);
    if (!saved) throw new TransferRequestError(m('send.toast.methodNotFound'));
    const path = isSavedCard(saved) ? '/api/process-card-payment' : '/api/process-teller-payment';
    return { path, body: { ...payload, savedPaymentMethodId: saved.id } };
  }
  throw new TransferRequestError(m('validation.paymentMethodRequired'));
}

/**
 * Sends the request under `idempotencyKey`: the server creates (or charges) once per key, so a
 * retry with the same key after a lost answer cannot send the money twice.
 */
export function sendTransferRequest({ path, body }: TransferRequest, idempotencyKey: string): Promise<CheckoutResult> {
  return apiSend('POST', path, body, checkoutResultSchema, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Whether the request may have reached the server without its answer reaching us: a network failure or a 5xx. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError ? error.status >= 500 : error instanceof TypeError;
}

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'paid'; sessionId: string }
  | { kind: 'done' };

/** What to do with the server's answer (spec section 4, "Submission outcomes"). */
export function checkoutOutcome(result: CheckoutResult): CheckoutOutcome {
  if (result.url) return { kind: 'redirect', url: result.url };
  if (result.success && result.sessionId) return { kind: 'paid', sessionId: result.sessionId };
  if (result.success) return { kind: 'done' };
  throw new TransferRequestError(m('send.toast.noRedirect'));
}

/** The server priced the transfer differently from the figures sent (a rate moved). */
export function isQuoteChanged(error: unknown): boolean {
  return errorCode(error) === 'TRANSFER.QUOTE_CHANGED';
}

/** The payment request's recipient fields, as the form names them. */
const RECIPIENT_FIELDS: Readonly<Record<string, keyof TransferParties>> = {
  'recipient.firstName': 'recipientFirstName',
  'recipient.lastName': 'recipientLastName',
  'recipient.phone': 'recipientPhone',
  'recipient.deliveryMethod': 'deliveryMethod',
  'recipient.bankId': 'bankId',
  'recipient.accountNumber': 'accountNumber',
};

/** The server's messages for recipient fields of the form (a number M-Pesa cannot pay...). */
export function recipientFieldErrors(error: unknown): Partial<Record<keyof TransferParties, string>> {
  const errors: Partial<Record<keyof TransferParties, string>> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const name = RECIPIENT_FIELDS[field];
    if (name) errors[name] = message;
  }
  return errors;
}

/** An absolute URL leaves the app (a provider's page); a path stays inside it. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}
