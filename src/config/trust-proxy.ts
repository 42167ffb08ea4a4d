import { isIP } from 'node:net';

/** Express's `trust proxy`: whom to believe about the client's address and protocol. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY` as Express takes it: `true`/`false`, a number of proxy hops in front of the
 * api, or a comma-separated list of proxy addresses, CIDR ranges and the names loopback,
 * linklocal, uniquelocal. Null when the text is none of these.
 */
export function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
