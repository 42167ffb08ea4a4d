import { z } from 'zod';
import { ACCOUNT_TYPES, PAYMENT_METHOD_TYPES, type PaymentMethod } from './domain/payment-method.js';

/** A saved payment method as `/api/payment-methods` answers it. */
export const paymentMethodResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(PAYMENT_METHOD_TYPES),
    lastFour: z.string(),
    bankName: z.string().nullable(),
    accountType: z.enum(ACCOUNT_TYPES).nullable(),
    isDefault: z.boolean(),
    verification: z.enum(['verified', 'pending', 'failed', 'unverified']).meta({ description: 'Only a verified method can pay.' }),
    microdepositType: z.enum(['descriptor_code', 'amounts']).nullable().meta({ description: 'While pending: what the sender reads on their statement.' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponse>;

export function toPaymentMethodResponse(method: PaymentMethod): PaymentMethodResponse {
  return {
    id: method.id,
    name: method.name,
    type: method.type,
    lastFour: method.lastFour,
    bankName: method.bankName,
    accountType: method.accountType,
    isDefault: method.isDefault,
    verification: method.verification,
    microdepositType: method.microdepositType,
    createdAt: method.createdAt.toISOString(),
  };
}
