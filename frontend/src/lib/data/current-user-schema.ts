import * as check from './response-check';

/**
 * What /api/auth/me answers for a signed-in user. Its own module, imported on demand by
 * current-user.ts, so that the entry bundle carries no response checks (issue #27); checked
 * without zod (response-check.ts), which the first screens of the dashboard and the history
 * then do not download.
 */
export const currentUserSchema = check.object({
  id: check.union([check.number(), check.string()]),
  firstName: check.string(),
  lastName: check.string(),
  email: check.nullish(check.string()),
  phone: check.nullish(check.string()),
  isEmailVerified: check.nullish(check.boolean()),
  isPhoneVerified: check.nullish(check.boolean()),
  /** The sender's language (en, am, ti, sw): the app and their emails and SMS follow it. */
  language: check.nullish(check.string()),
});

export type CurrentUser = check.Infer<typeof currentUserSchema>;
