import { z } from 'zod';

/**
 * What /teller-callback posts to the page that opened the bank-linking popup (spec section
 * 7): `{type: 'enrollment', enrollment}` or `{type: 'error', message}`. The enrollment is
 * Teller's enrollment object (with its `accessToken`), or its JSON text as the query carried it.
 */
export type TellerCallbackMessage = { type: 'enrollment'; enrollment: unknown } | { type: 'error'; message: string };

const enrollmentWithToken = z.object({ accessToken: z.string().min(1) });

const messageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('enrollment'),
    enrollment: z.preprocess((value) => (typeof value === 'string' ? parseJson(value) : value), enrollmentWithToken),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);

/** The callback's message from a window event, or null when it is not one (another origin, another shape). */
export function readTellerCallbackMessage(event: MessageEvent): { accessToken: string } | { error: string } | null {
  if (event.origin !== window.location.origin) return null;
  const parsed = messageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  return parsed.data.type === 'enrollment' ? { accessToken: parsed.data.enrollment.accessToken } : { error: parsed.data.message };
}

/** The message for a callback URL's query, or null when it carries neither an enrollment nor an error. */
export function tellerCallbackMessage(query: URLSearchParams): TellerCallbackMessage | null {
  const error = query.get('error');
  if (error !== null) return { type: 'error', message: error };
  const enrollment = query.get('enrollment');
  if (enrollment !== null) return { type: 'enrollment', enrollment: parseJson(enrollment) ?? enrollment };
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
