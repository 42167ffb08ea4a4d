import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { STRIPE_CLIENT } from '../payments/stripe-client.js';
import type { PayoutTotal } from './domain/stripe-matching.js';
import { stripeRecordKey, stripeSourceInFlight, type StripeSource, type StripeRecord } from './domain/stripe-record.js';

/** Stripe's records over a window: its balance transactions, and its paid payouts with the net of what each paid out. */
export interface StripeRecords {
  records: StripeRecord[];
  /** Payouts paid to our bank (`paid`), to be booked. */
  paidPayouts: { id: string; amount: bigint }[];
  payoutTotals: PayoutTotal[];
}

const sourceOf = (txn: Stripe.BalanceTransaction): StripeSource | string => {
  const source = txn.source as unknown;
  if (typeof source === 'string') return source;
  if (source && typeof source === 'object' && 'id' in source) return source as StripeSource;
  return '';
};

/**
 * Reads Stripe's own records through its API (the official client, pointed at the sandbox in
 * development and tests): `GET /v1/balance_transactions` with each source expanded (a charge
 * names its PaymentIntent), `GET /v1/payouts`, and for each payout the transactions it paid out
 * (`payout=`), every list paged through to its end.
 */
@Injectable()
export class StripeRecordsReader {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  async read(since: Date): Promise<StripeRecords> {
    const created = { gte: Math.floor(since.getTime() / 1000) };
    const records: StripeRecord[] = [];
    for await (const txn of this.stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] })) {
      if (txn.currency !== 'usd') continue;
      const source = sourceOf(txn);
      const sourceId = typeof source === 'string' ? source : source.id;
      records.push({
        id: txn.id,
        type: txn.type,
        reportingCategory: txn.reporting_category,
        amount: BigInt(txn.amount),
        fee: BigInt(txn.fee),
        net: BigInt(txn.net),
        currency: txn.currency,
        source: sourceId,
        created: txn.created,
        key: stripeRecordKey(txn.type, source) ?? `other:${txn.id}`,
        inFlight: stripeSourceInFlight(txn.type, source),
      });
    }
    const paidPayouts: StripeRecords['paidPayouts'] = [];
    const payoutTotals: PayoutTotal[] = [];
    for await (const payout of this.stripe.payouts.list({ created, limit: 100 })) {
      if (payout.currency !== 'usd' || payout.status !== 'paid') continue;
      paidPayouts.push({ id: payout.id, amount: BigInt(payout.amount) });
      let paidOut = 0n;
      for await (const txn of this.stripe.balanceTransactions.list({ payout: payout.id, limit: 100 })) if (txn.type !== 'payout') paidOut += BigInt(txn.net);
      payoutTotals.push({ id: payout.id, amount: BigInt(payout.amount), paidOut, created: payout.created });
    }
    return { records, paidPayouts, payoutTotals };
  }
}
