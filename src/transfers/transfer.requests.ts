import { z } from 'zod';
import { deliveryChoice } from '../payments/payouts/delivery-choice.request.js';
import { COUNTRIES } from '../shared/domain/country.js';
import { DELIVERY_METHODS } from '../shared/domain/delivery-method.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const amount = (label: string) =>
  z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`).nonnegative(`${label} cannot be negative`);

/** The payment request payload of the spec (section 3); the figures are checked against the server's quote. */
export const paymentRequest = z.object({
  amount: amount('Amount').min(0.01, 'The minimum amount is $0.01'),
  feeAmount: amount('Fee'),
  totalAmount: amount('Total'),
  recipientAmount: amount('Recipient amount'),
  country: z.enum(COUNTRIES, { error: 'Please select a country' }),
  currencyCode: z.string({ error: 'Currency is required' }).trim().length(3, 'Currency is required'),
  /** Ignored: the sender is the signed-in account (its name, verified email and phone). The send screen still shows them. */
  sender: z.looseObject({}).optional(),
  recipient: z.object({
    firstName: required('Recipient first name is required'),
    lastName: required('Recipient last name is required'),
    phone: z.string({ error: 'Recipient phone number is required' }).trim().min(1, 'Recipient phone number is required').max(32),
    ...deliveryChoice,
    /**
     * The account's registered name (MTN) the sender was shown and confirmed is their recipient,
     * when it differs from the typed name; recorded on the transfer.
     */
    confirmedRegisteredName: z.string().trim().min(1).max(200).optional(),
  }),
});
export type PaymentRequest = z.output<typeof paymentRequest>;

const checkoutSession = z.string({ error: 'A checkout session is required' }).trim().min(1, 'A checkout session is required').max(64);

export const cardPaymentRequest = z.object({
  session_id: checkoutSession,
  paymentMethodId: z.string({ error: 'Card details are required' }).regex(/^pm_[A-Za-z0-9_]+$/, 'Card details are required'),
  savePaymentMethod: z.boolean().default(false),
});

/** Paying from the send screen with a saved method (spec section 3): the payment request plus the method's id. */
export const savedMethodPaymentRequest = paymentRequest.extend({
  savedPaymentMethodId: z.coerce
    .number({ error: 'Selected payment method not found' })
    .int('Selected payment method not found')
    .positive('Selected payment method not found')
    .max(2_147_483_647, 'Selected payment method not found'),
});
export type SavedMethodPaymentRequest = z.output<typeof savedMethodPaymentRequest>;

/** A request naming a saved method is a saved-method payment; anything else is a checkout payment. */
export function namesSavedMethod(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'savedPaymentMethodId' in body;
}

const accessToken = z
  .string({ error: 'Please connect your bank account' })
  .trim()
  .min(1, 'Please connect your bank account')
  .max(512, 'Please connect your bank account');

export const linkedAccountsRequest = z.object({ access_token: accessToken });

export const bankPaymentRequest = z.object({
  session_id: checkoutSession,
  account_id: z.string({ error: 'Please select a bank account' }).trim().min(1, 'Please select a bank account').max(128),
  access_token: accessToken,
  savePaymentMethod: z.boolean({ error: 'savePaymentMethod must be true or false' }).optional(),
});

export const sessionQuery = z.object({
  session_id: z.string({ error: 'No session ID found' }).trim().min(1, 'No session ID found').max(64),
});

export const quoteQuery = z.object({
  amount: z.coerce.number({ error: 'Amount must be a number' }).finite('Amount must be a number').min(0.01, 'The minimum amount is $0.01'),
  country: z.enum(COUNTRIES, { error: 'Please select a country' }),
  paymentMethod: z.enum(['card', 'ach'], { error: 'Choose card or bank transfer' }).default('card'),
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Choose how the recipient receives the money' }).optional(),
  bankId: z.string().trim().max(32).optional(),
});

export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.uuid('Unknown transaction').optional(),
});
