import { z } from 'zod';

/** The answer to paying a checkout session, by card or from a bank account (docs/api.md). */
export const paymentResultSchema = z.object({
  success: z.boolean(),
  message: z.string().nullish(),
  status: z.string().nullish(),
  sessionId: z.string().nullish(),
});

export type PaymentResult = z.infer<typeof paymentResultSchema>;
