import { payoutAttemptResponse, refundResponse } from './money-movement.responses.js';
import { LIMITED_TIERS, VERIFICATION_TIERS } from '../compliance/domain/verification-tier.js';
import { z } from 'zod';
import { DELIVERY_METHODS } from '../shared/domain/delivery-method.js';
import { COUNTRIES, CURRENCY_BY_COUNTRY } from '../shared/domain/country.js';

const status = z.enum(['pending', 'processing', 'completed', 'failed', 'cancelled']).meta({ id: 'TransferStatus' });
const paymentMethod = z.enum(['card', 'ach']).meta({ description: 'card (9% fee) or ach, a bank debit (5%).' });
const usd = z.number().meta({ description: 'US dollars, two decimals.' });
const local = z.number().meta({ description: "In the recipient's currency (currencyCode), two decimals." });
const name = z.object({ firstName: z.string(), lastName: z.string() });
/** A transfer's currencyCode is what the recipient receives, never USD. */
const destinationCurrency = z.enum(Object.values(CURRENCY_BY_COUNTRY));

export const quoteResponse = z.object({
  amount: usd,
  feeAmount: usd,
  totalAmount: usd,
  recipientAmount: local,
  rate: z.number().meta({ description: 'Units of the recipient currency per 1 USD.' }),
  currencyCode: destinationCurrency,
  feePercent: z.number().meta({ description: '9 by card, 5 by bank.' }),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  payoutIncrement: z.number().meta({ description: 'The recipient amount is rounded down to a multiple of this (1 where the rail pays whole units).' }),
});

export const checkoutCreatedResponse = z.object({
  url: z.string().meta({ description: 'Where the browser goes to pay: /card-checkout or /teller-checkout with the session.' }),
  sessionId: z.string(),
});

export const paymentResultResponse = z
  .object({
    success: z.literal(true),
    message: z.string(),
    status,
    sessionId: z.string(),
    requiresAction: z.literal(true).optional().meta({ description: "The card's bank wants the sender to confirm (3-D Secure): complete it in the browser with Stripe.js handleNextAction." }),
    clientSecret: z.string().optional().meta({ description: 'With requiresAction: what Stripe.js handleNextAction takes.' }),
  })
  .meta({ id: 'PaymentResult' });

/** The Remittance Rule's figures beside the amounts: no taxes are collected; the rate holds until the checkout expires. */
const disclosure = {
  taxAmount: usd,
  rateGuaranteedUntil: z.iso.datetime().meta({ description: "The checkout's expiry: the quoted rate is guaranteed until then." }),
  availableBy: z.iso.datetime().nullable().meta({ description: 'When the money is available to the recipient at the latest (24 hours after payment); null before payment.' }),
  paidAt: z.iso.datetime().nullable(),
};

export const checkoutSessionResponse = z.object({
  ...disclosure,
  id: z.uuid(),
  reference: z.string().meta({ description: 'The one reference the sender, support and every message use: 8 characters of Crockford base 32, "7KQM-2XDP".' }),
  rate: z.number(),
  sessionId: z.string(),
  status,
  underReview: z.boolean().meta({ description: 'Held for a review by our team (sanctions screening): it cannot be paid until released.' }),
  amount: usd,
  feeAmount: usd,
  totalAmount: usd,
  recipientAmount: local,
  currencyCode: destinationCurrency,
  country: z.enum(COUNTRIES),
  paymentMethod,
  senderInfo: name,
  recipientInfo: name,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  bankName: z.string().nullable(),
  failureReason: z.string().nullable(),
  pickupCode: z.string().nullable().meta({ description: 'Cash pickup: the code the recipient collects the money with, once the agent holds it.' }),
});

export const transactionResponse = z
  .object({
    id: z.uuid(),
    sessionId: z.string(),
    reference: z.string().meta({ description: 'The one reference the sender, support and every message use: 8 characters of Crockford base 32, "7KQM-2XDP".' }),
    country: z.enum(COUNTRIES),
    amount: usd,
    feeAmount: usd,
    totalAmount: usd,
    recipientAmount: local,
    currencyCode: destinationCurrency,
    rate: z.number(),
    status,
    paymentMethod,
    providerTransferId: z.string().nullable().meta({ description: "The card provider's payment id, once a payment was submitted." }),
    failureReason: z.string().nullable(),
    recipientInfo: name.extend({
      phone: z.string(),
      bankId: z.string().nullish(),
      bankName: z.string().nullish(),
      accountNumber: z.string().nullish(),
      registeredName: z.string().nullish().meta({ description: "The partner's registered name for the account (MTN), as checked before paying." }),
      registeredNameMatches: z.boolean().optional().meta({ description: 'The registered name is the typed one (order, case and accents aside).' }),
      registeredNameConfirmed: z
        .boolean()
        .optional()
        .meta({ description: 'When it is not: whether the sender confirmed that person as their recipient before paying.' }),
    }),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    payout: z.object({
      rail: z.string().nullable().meta({ description: 'daraja, mtn_momo or thunes, once dispatched.' }),
      receipt: z.string().nullable().meta({ description: "The partner's reference once delivered (M-Pesa receipt, MoMo financial transaction id)." }),
      pickupCode: z.string().nullable().meta({ description: 'Cash pickup: the code the recipient collects the money with.' }),
      failureCode: z.string().nullable(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Transaction' });

export const transactionDetailResponse = transactionResponse.extend({
  ...disclosure,
  cancellableUntil: z.iso.datetime().nullable().meta({ description: 'Until when the sender may cancel it for a full refund; null when they may not.' }),
  notCancellableReason: z
    .string()
    .nullable()
    .meta({ description: 'Why a paid transfer can no longer be cancelled (delivered, past 30 minutes, already with a partner that cannot call it back); null while it can, or before payment.' }),
  underReview: z.boolean().meta({ description: 'Held for a review by our team (sanctions screening): it cannot be paid until released.' }),
  events: z.array(
    z.object({
      type: z.string().meta({ description: 'TransferCreated, PaymentSubmitted, PaymentSucceeded, PayoutDispatched, ReadyForPickup, PayoutDelivered, ...' }),
      occurredAt: z.iso.datetime(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
  payoutAttempts: z.array(payoutAttemptResponse).meta({ description: 'Every payout attempt, first first, each with its state.' }),
  refunds: z.array(refundResponse).meta({ description: 'Every refund of a payment of this transfer, each with its state.' }),
});

export const linkedAccountsResponse = z.object({
  success: z.literal(true),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      institution: z.object({ name: z.string() }),
      last_four: z.string(),
      type: z.string(),
      subtype: z.string(),
    }),
  ),
});

/** The error answers of both payment calls (card and bank), by status. */
export const PAYMENT_ERRORS = {
  402: 'The payment was declined (the transfer stays payable with another method).',
  403: 'A one-step payment above the step-up amount: the sender must confirm it is them first (`AUTH.STEP_UP_REQUIRED`).',
  404: 'No such checkout or saved method of this sender.',
  409: 'The checkout cannot be paid (already paid, expired, locked after too many declines, the quote changed, or the sender has an open dispute on a payment by this method: PAYMENT.DISPUTE_OPEN).',
  422: 'The Idempotency-Key was already used for another request.',
  429: 'Too many declined payments in the last hour from this sender or address.',
  503: 'The payment provider could not be reached; nothing was charged.',
};

export const sendingLimitsResponse = z.object({ perTransfer: usd, perDay: usd, perMonth: usd });

/** Each verification tier's limits (issue #26). */
export const tierSendingLimitsResponse = z.object({ basic: sendingLimitsResponse, verified_id: sendingLimitsResponse, enhanced: sendingLimitsResponse }).meta({ id: 'TierSendingLimits' });

export const sendingAllowanceResponse = sendingLimitsResponse.extend({
  tier: z.enum(VERIFICATION_TIERS).meta({ description: "The sender's verification tier (issue #26): its limits are these." }),
  nextTier: z.enum(LIMITED_TIERS).nullable().meta({ description: 'What the sender can verify next to send more.' }),
  remaining: usd.meta({ description: 'The most the next transfer may send (before fees).' }),
  remainingToday: usd,
  remainingThisMonth: usd,
  boundBy: z.enum(['transfer', 'day', 'month']),
  message: z.string().meta({ description: 'e.g. "You can send up to $1,999.00 more today."' }),
});
