import { z } from 'zod';

/**
 * What /api/auth/me answers for a signed-in user. Its own module, imported on demand by
 * current-user.ts, so that zod is not part of the entry bundle (issue #27).
 */
export const currentUserSchema = z.object({
  id: z.union([z.number(), z.string()]),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  isEmailVerified: z.boolean().nullish(),
  isPhoneVerified: z.boolean().nullish(),
  /** The sender's language (en, am, ti, sw): the app and their emails and SMS follow it. */
  language: z.string().nullish(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
