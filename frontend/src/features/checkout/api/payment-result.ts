import { z } from 'zod';

/** The answer to paying a checkout session, by card or from a bank account (docs/api.md). */
export const paymentResultSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
  status: z.string().nullish(),
  sessionId: z.string().nullish(),
  /** The card's bank wants the sender to confirm (3-D Secure): Stripe.js completes it with `clientSecret`. */
  requiresAction: z.boolean().nullish(),
  clientSecret: z.string().nullish(),
});

export type PaymentResult = z.infer<typeof paymentResultSchema>;
