export type StripeKeyKind = 'publishable' | 'secret';

export interface StripeApiKey {
  value: string;
  kind: StripeKeyKind;
}

const testKeyPatterns: Array<[RegExp, StripeKeyKind]> = [
  [/^sk_test_[A-Za-z0-9_]+$/, 'secret'],
  [/^pk_test_[A-Za-z0-9_]+$/, 'publishable'],
];

/** Any test-mode key is accepted (`sk_test_sandbox`, `pk_test_sandbox`, ...); live keys never are. */
export function classifyStripeKey(value: string): StripeApiKey | null {
  const match = testKeyPatterns.find(([pattern]) => pattern.test(value));
  return match ? { value, kind: match[1] } : null;
}

/** The key from `Authorization: Bearer <key>` or, as `curl -u sk_test_...:` sends it, HTTP Basic. */
export function readStripeKey(authorization: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (bearer) return bearer[1]!;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!basic) return null;
  const user = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? '';
  return user === '' ? null : user;
}

/** As Stripe echoes a refused key: its prefix and last 4 characters, the rest starred. */
export function redactStripeKey(value: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(value)?.[0] ?? '';
  const rest = value.slice(prefix.length);
  if (rest.length <= 4) return `${prefix}${'*'.repeat(rest.length)}`;
  return `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
