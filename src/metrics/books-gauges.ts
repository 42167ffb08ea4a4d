import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MetricsRegistry } from './metrics-registry.js';
import { ScrapeFailures } from './scrape-failures.js';
import { gaugeOnScrape, sharedRead, type GaugeSample } from './scrape-gauge.js';

type Row = Record<string, string | number | null>;

/**
 * What the database holds that on-call watches, read on scrape (the worker's /metrics): the
 * outbox's backlog, webhooks not applied yet, payouts in flight per partner, refunds and
 * disputes by state, and the reconciliation breaks left open. Each gauge is one grouped query
 * bounded by SCRAPE_QUERY_TIMEOUT_MS.
 */
@Injectable()
export class BooksGauges {
  constructor(metrics: MetricsRegistry, em: EntityManager, failures: ScrapeFailures) {
    const query = (sql: string) => () => em.fork().getConnection().execute<Row[]>(sql, [], 'all');
    const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[], read: () => Promise<GaugeSample<L>[]>) =>
      gaugeOnScrape(metrics.registry, { name, help, labelNames, read, onFailure: failures.record });

    const outbox = sharedRead(
      query(`select count(*) filter (where failed_at is null) as backlog, count(*) filter (where failed_at is not null) as set_aside,
                    coalesce(extract(epoch from now() - min(created_at) filter (where failed_at is null)), 0) as oldest
               from outbox_jobs where enqueued_at is null`),
    );
    gauge('remit_outbox_backlog', 'Outbox rows committed and not relayed to the queues yet', [], async () => [{ labels: {}, value: num((await outbox())[0].backlog) }]);
    gauge('remit_outbox_oldest_seconds', 'Age of the oldest outbox row waiting for the relay (0 when none)', [], async () => [
      { labels: {}, value: num((await outbox())[0].oldest) },
    ]);
    gauge('remit_outbox_set_aside', 'Outbox rows the relay set aside (failed) for an operator', [], async () => [{ labels: {}, value: num((await outbox())[0].set_aside) }]);

    const webhooks = sharedRead(
      query(`select count(*) as unapplied, coalesce(extract(epoch from now() - min(received_at)), 0) as oldest
               from stripe_webhook_events where processed_at is null`),
    );
    gauge('remit_settlement_unapplied_webhooks', 'Payment webhooks received and not applied to the books yet', [], async () => [
      { labels: {}, value: num((await webhooks())[0].unapplied) },
    ]);
    gauge('remit_settlement_oldest_unapplied_seconds', 'Age of the oldest payment webhook not applied yet (0 when none)', [], async () => [
      { labels: {}, value: num((await webhooks())[0].oldest) },
    ]);

    gauge(
      'remit_payout_attempts_in_flight',
      'Payout attempts sent or being sent that no partner has settled yet, by rail and state',
      ['rail', 'state'],
      async () =>
        (await query(`select rail, state, count(*) as n from payout_attempts where state in ('requested', 'unknown', 'accepted') group by rail, state`)()).map((r) => ({
          labels: { rail: String(r.rail), state: String(r.state) },
          value: num(r.n),
        })),
    );
    gauge('remit_refunds', 'Refunds by state (requested, pending, succeeded, failed, cancelled)', ['state'], async () =>
      (await query('select state, count(*) as n from refunds group by state')()).map((r) => ({ labels: { state: String(r.state) }, value: num(r.n) })),
    );
    gauge('remit_disputes', "Card disputes by the card network's status", ['status'], async () =>
      (await query('select status, count(*) as n from payment_disputes group by status')()).map((r) => ({ labels: { status: String(r.status) }, value: num(r.n) })),
    );

    const breaks = sharedRead(
      query(`select provider, kind, count(*) as n, extract(epoch from now() - min(first_seen_at)) as oldest
               from reconciliation_breaks where status in ('open', 'escalated') group by provider, kind`),
    );
    gauge('remit_reconciliation_open_breaks', 'Reconciliation breaks open or escalated, by provider and kind', ['provider', 'kind'], async () =>
      (await breaks()).map((r) => ({ labels: { provider: String(r.provider), kind: String(r.kind) }, value: num(r.n) })),
    );
    gauge('remit_reconciliation_oldest_open_break_seconds', 'Age of the oldest open or escalated reconciliation break, by provider', ['provider'], async () => {
      const oldest = new Map<string, number>();
      for (const r of await breaks()) oldest.set(String(r.provider), Math.max(oldest.get(String(r.provider)) ?? 0, num(r.oldest)));
      return [...oldest].map(([provider, value]) => ({ labels: { provider }, value }));
    });
  }
}

function num(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
