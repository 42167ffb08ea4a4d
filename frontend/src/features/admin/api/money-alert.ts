import { z } from 'zod';
import { idSchema, moneyValueSchema } from './admin-schemas';

/** Money that moved where it should not have (paid twice, paid after a refund...): for a person to resolve. */
export const moneyAlertSchema = z.object({
  id: idSchema,
  /** paid_twice | paid_after_refund | payment_returned_after_payout | orphan_payment_unrefundable | refunded_twice. */
  kind: z.string(),
  title: z.string(),
  amount: moneyValueSchema,
  currency: z.string(),
  /** The ids and figures the alert was raised on. */
  evidence: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  resolvedAt: z.string().nullish(),
  resolutionNote: z.string().nullish(),
});

export type MoneyAlert = z.infer<typeof moneyAlertSchema>;
