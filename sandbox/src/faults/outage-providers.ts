/** The providers whose API can be made to fail for a while (`/api/faults/outages`). */
export const outageProviders = ['daraja', 'mtn-momo', 'thunes', 'stripe'] as const;
export type OutageProvider = (typeof outageProviders)[number];

// Where each provider's API lives in the sandbox (sandbox/README.md, "Pointing the product at it").
// The sandbox's own /api, the page, Stripe.js and Teller are never failed.
const pathPrefixes: Array<[prefix: string, provider: OutageProvider]> = [
  ['/oauth/', 'daraja'],
  ['/mpesa/', 'daraja'],
  ['/disbursement/', 'mtn-momo'],
  ['/v2/money-transfer/', 'thunes'],
  ['/ping', 'thunes'],
  ['/v1/', 'stripe'],
];

/** The provider whose API a request path belongs to, or null for the sandbox's other paths. */
export function outageProviderOf(path: string): OutageProvider | null {
  return pathPrefixes.find(([prefix]) => path === prefix || path.startsWith(prefix))?.[1] ?? null;
}
