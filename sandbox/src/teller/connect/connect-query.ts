import { z } from 'zod';

export const selectAccountModes = ['disabled', 'single', 'multiple'] as const;
export type SelectAccountMode = (typeof selectAccountModes)[number];

/** `http(s)://host[:port]` and nothing more: where the popup may post the enrollment. */
const webOrigin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: 'must be the opener page origin, e.g. http://localhost:5173' },
);

/** The popup's query, as connect.js builds it from `TellerConnect.setup` options and the opener's origin. */
export const connectQuerySchema = z.object({
  application_id: z.string({ error: 'is required (TellerConnect.setup applicationId)' }).trim().min(1).max(200),
  environment: z.enum(['sandbox', 'development', 'production']).default('sandbox'),
  select_account: z.enum(selectAccountModes).default('disabled'),
  origin: webOrigin,
});

export type ConnectQuery = z.infer<typeof connectQuerySchema>;

/** What the popup posts to sign in (JSON or form-encoded). */
export const signInSchema = z.object({
  institution: z.string().trim().min(1),
  username: z.string(),
  password: z.string(),
  application_id: z.string().trim().min(1).max(200).optional(),
});
