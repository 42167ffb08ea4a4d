import { z } from 'zod';
import { DELIVERY_METHODS } from '../../shared/domain/delivery-method.js';

/**
 * How the sender wants a recipient paid, as part of a request: the method (unset: the
 * country's first), and for a bank account the bank and the account number. Checked
 * against the country and the partners' lists by `PayoutDestinations`.
 */
export const deliveryChoice = {
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Choose how the recipient receives the money' }).optional(),
  bankId: z.string({ error: "Choose the recipient's bank" }).trim().max(32).nullish(),
  accountNumber: z.string({ error: "Enter the recipient's bank account number" }).trim().max(40).nullish(),
};
