import { type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { PaymentMethodNotFoundError } from './domain/payment-method.errors.js';
import { ACCOUNT_TYPES, isValidRoutingNumber } from './domain/payment-method.js';

export const MISSING_FIELDS = 'Please fill in all required fields for the selected payment method type';

const required = z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS);
/** Digits as people type them, with spaces or dashes between groups. */
const digits = required.transform((value) => value.replace(/[\s-]/g, ''));

const cardRequest = z.object({
  type: z.literal('card'),
  /** The card provider's payment method id, from tokenizing the card in the browser. */
  paymentMethodId: required.max(255).regex(/^pm_[A-Za-z0-9_]+$/, 'We could not read this card. Please enter it again.'),
});

const bankAccountRequest = z.object({
  type: z.literal('bank_account'),
  accountNumber: digits.pipe(z.string().regex(/^\d{4,17}$/, 'Enter a valid account number')),
  routingNumber: digits.pipe(z.string().refine(isValidRoutingNumber, 'Enter a valid 9-digit routing number')),
  accountType: z.enum(ACCOUNT_TYPES, { error: MISSING_FIELDS }),
  bankName: required.max(100, 'Bank names can be at most 100 characters'),
  accountHolderName: required.max(100, 'Names can be at most 100 characters'),
});

/** A bank account the sender linked through the bank-linking provider (Connect), which proves they own it. */
const linkedBankAccountRequest = z.object({
  type: z.literal('linked_bank_account'),
  accessToken: z.string({ error: 'Please connect your bank account' }).trim().min(1, 'Please connect your bank account').max(512),
  accountId: z.string({ error: 'Please select a bank account' }).trim().min(1, 'Please select a bank account').max(128),
});

/** `POST /api/add-payment-method`: a tokenized card, a linked bank account, or a bank account's numbers (verified by micro-deposits). */
export const addPaymentMethodRequest = z.discriminatedUnion('type', [cardRequest, linkedBankAccountRequest, bankAccountRequest], {
  error: MISSING_FIELDS,
});

/** `POST /api/payment-methods/{id}/verify-microdeposits`: the code on the statement (SM + 4), or the two amounts in cents. */
export const verifyMicrodepositsRequest = z.union(
  [
    z.object({
      descriptorCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^SM[A-Z0-9]{4}$/, 'Enter the 6-character code that starts with SM'),
    }),
    z.object({
      amounts: z.tuple([z.number().int().min(1).max(99), z.number().int().min(1).max(99)], {
        error: 'Enter the two deposit amounts in cents, from 1 to 99',
      }),
    }),
  ],
  { error: 'Enter the code that starts with SM, or the two deposit amounts' },
);

export type AddPaymentMethodRequest = z.output<typeof addPaymentMethodRequest>;
export type AddCardRequest = z.output<typeof cardRequest>;
export type AddBankAccountRequest = z.output<typeof bankAccountRequest>;
export type AddLinkedBankAccountRequest = z.output<typeof linkedBankAccountRequest>;

const MAX_SERIAL = 2_147_483_647;

/** A payment method id from the path; anything that cannot be one is a method that does not exist (404). */
export class PaymentMethodIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_SERIAL)) throw new PaymentMethodNotFoundError();
    return id;
  }
}
