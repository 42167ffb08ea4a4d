import { createHash } from 'node:crypto';

/** The namespace of every ledger transfer id (RFC 9562 version 5, name-based with SHA-1). */
const LEDGER_NAMESPACE = 'b5d1f0a4-4f8e-5c2a-9d57-3c1e7a2b6f10';

const bytesOf = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');

/**
 * The id of a ledger transfer, chosen by us from the fact it books (TigerBeetle leaves ids to
 * the caller for this reason): `${transferId}:${what}` names the fact, so booking it again
 * finds the same id and is a no-op.
 */
export function ledgerTransferId(name: string): string {
  const hash = createHash('sha1').update(bytesOf(LEDGER_NAMESPACE)).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
