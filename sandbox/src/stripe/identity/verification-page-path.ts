/** Where the sandbox serves the stand-in of Stripe's verification modal (and takes its answer), on its own origin. */
export const verificationPagePrefix = '/stripe/identity/verify';

export function verificationPagePath(sessionId: string): string {
  return `${verificationPagePrefix}/${encodeURIComponent(sessionId)}`;
}

/** The session's `url`: the page, with the client secret in the fragment (never sent to a server). */
export function verificationPageUrl(origin: string, sessionId: string, clientSecret: string): string {
  return `${origin}${verificationPagePath(sessionId)}#${encodeURIComponent(clientSecret)}`;
}
