/**
 * What the bare baselines need to write the same ledger rows as the product
 * (`ledger_transfers`, see src/ledger/postgres-ledger.adapter.ts), with node:crypto and
 * nothing of the product's code: the ids the product chooses for a booked fact, and the
 * accounts and codes of the postings the benchmark books.
 */
import { createHash } from 'node:crypto';

/** The product's namespace of ledger transfer ids (src/ledger/domain/ledger-id.ts). */
const NAMESPACE = Buffer.from('b5d1f0a44f8e5c2a9d573c1e7a2b6f10', 'hex');

/** The id the product gives the ledger transfer booking `name` (`{transferId}:{what}`): a UUID version 5. */
export function ledgerTransferId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The USD ledger (ISO 4217 840) and the chart's ids of its hot accounts (Migration20261126020000_ledger). */
export const USD_LEDGER = 840;
export const STRIPE_CLEARING = 1;
export const CUSTOMER_FUNDS = 2;
export const FEE_REVENUE = 3;

/** The columns a posting writes (the rest are defaults: `seq`, `created_at`). */
export const LEDGER_COLUMNS = 'id, ledger, debit_account_id, credit_account_id, amount, phase, pending_id, code, transfer_id, event_sequence, linked';
