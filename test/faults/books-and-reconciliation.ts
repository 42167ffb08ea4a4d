import type pg from 'pg';
import { checkLedgerInvariantsWithPg } from '../../src/ledger/ledger-invariants.js';
import type { Check } from './invariants.js';
import type { PatientBrowser } from './sender-journeys.js';

/** The fault scenario of reconciliation: the sandbox records a card charge the product never saw (made outside it). */
export interface PlantedCharge {
  chargeId: string;
  balanceTransactionId: string;
  amount: number;
}

export async function plantUnseenCharge(sandboxUrl: string, amount = 4_321): Promise<PlantedCharge> {
  const response = await fetch(`${sandboxUrl}/api/stripe/charges/plant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount }) });
  if (response.status !== 201) throw new Error(`planting a charge answered ${response.status}: ${await response.text()}`);
  const planted = (await response.json()) as { charge: { id: string }; balanceTransaction: { id: string } };
  return { chargeId: planted.charge.id, balanceTransactionId: planted.balanceTransaction.id, amount };
}

const some = (lines: string[]) => (lines.length > 0 ? lines.slice(0, 10) : undefined);

/**
 * Reconciliation run at the end against the sandbox's records: Stripe pays its balance out to our
 * bank first (the payout is matched too), then the operator runs reconciliation. It must find no
 * break but the planted charge, and that one as a charge missing from the books.
 */
export async function reconciliationCheck(admin: PatientBrowser, db: pg.Pool, sandboxUrl: string, planted: PlantedCharge | null): Promise<Check> {
  const name = "reconciliation with the providers' records finds no break but the planted charge";
  const payout = await fetch(`${sandboxUrl}/api/stripe/payouts/run`, { method: 'POST' });
  const { payout: paid } = (await payout.json()) as { payout: { id: string; amount: number } | null };
  const response = await admin.post('/api/admin/reconciliation/runs', {});
  if (response.status !== 201) return { name, figure: `the run answered ${response.status}: ${await response.text()}`, ok: false };
  const run = (await response.json()) as { id: string; providerRecords: number; matched: number; inFlight: number; breaksFound: number; postingsBooked: number; error: string | null };
  const { rows } = await db.query<{ record_key: string; kind: string; difference: string; provider_record: unknown; our_side: unknown }>(
    `select record_key, kind, difference::text, provider_record, our_side from reconciliation_breaks where last_run_id = $1 and status in ('open', 'escalated') order by record_key`,
    [run.id],
  );
  const plantedKey = planted ? `charge:${planted.chargeId}` : null;
  const found = rows.find((row) => row.record_key === plantedKey);
  const others = rows.filter((row) => row.record_key !== plantedKey);
  const plantedOk = planted === null || (found?.kind === 'missing_in_books' && found.difference === String(planted.amount));
  return {
    name,
    figure:
      `${run.providerRecords} provider records (Stripe's; MTN MoMo's and Thunes' payouts; the partners' balances): ${run.matched} matched, ${run.inFlight} still moving; ${run.postingsBooked} fee and payout postings` +
      `${paid ? ` (payout ${paid.id} of ${(paid.amount / 100).toFixed(2)})` : ''}; ` +
      `${rows.length} break(s): ${planted ? (found ? `the planted charge ${planted.chargeId} (${found.kind}, ${found.difference} cents)` : `NOT the planted charge ${planted.chargeId}`) : 'nothing planted'}` +
      `${others.length > 0 ? ` and ${others.length} other(s)` : ''}`,
    ok: run.error === null && plantedOk && others.length === 0,
    offenders: some(others.map((row) => `${row.record_key} ${row.kind} ${row.difference} cents: Stripe ${JSON.stringify(row.provider_record)} / books ${JSON.stringify(row.our_side)}`)),
  };
}

/**
 * The operator corrects the planted charge's break as one would: the money is Stripe's and ours,
 * not attributed yet, so it is parked in suspense (Dr stripe_clearing / Cr reconciliation_suspense).
 * Until then the books' Stripe balance lacks it (once paid out, below zero). A run after the
 * correction must find no break at all.
 */
export async function correctionCheck(admin: PatientBrowser, db: pg.Pool, planted: PlantedCharge): Promise<Check> {
  const name = 'the operator parks the planted charge in suspense, and the next run finds no break';
  const { rows } = await db.query<{ id: string }>(`select id from reconciliation_breaks where record_key = $1`, [`charge:${planted.chargeId}`]);
  if (rows.length !== 1) return { name, figure: `${rows.length} break(s) for the planted charge`, ok: false };
  const acted = await admin.post('/api/admin/attention/actions', {
    key: `reconciliation_break:${rows[0]!.id}`,
    action: 'correct_break',
    note: 'Charge made outside the product: parked in suspense until attributed',
    correction: { debit: 'stripe_clearing', credit: 'reconciliation_suspense', amount: planted.amount / 100 },
  });
  if (acted.status !== 200) return { name, figure: `the correction answered ${acted.status}: ${await acted.text()}`, ok: false };
  const response = await admin.post('/api/admin/reconciliation/runs', {});
  const run = (await response.json()) as { breaksFound?: number; error?: string | null };
  return {
    name,
    figure: `correction ${((await acted.json()) as { outcome: string }).outcome}; the next run: ${response.status}, ${run.breaksFound ?? '?'} break(s)`,
    ok: response.status === 201 && run.breaksFound === 0 && run.error === null,
  };
}

/** The books after the run: every ledger sums to zero (Stripe's fees and payouts included), every transfer's entries match its events. */
export async function ledgerCheck(db: pg.Pool): Promise<Check> {
  const result = await checkLedgerInvariantsWithPg(db);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from ledger_transfers');
  return {
    name: 'the ledger balances and matches its events for every transfer',
    figure: `${result.transfersChecked} transfers checked, ${rows[0]?.n ?? 0} ledger transfers; ${result.problems.length} problem(s)`,
    ok: result.problems.length === 0,
    offenders: some([...result.problems.map((problem) => JSON.stringify(problem)), ...(result.problems.length > 0 ? await fundsBelowZero(db) : [])]),
  };
}

/**
 * Which transfers leave their customers' funds below zero (posted credits less posted and
 * pending debits), with their events in order: where to look when the account is short.
 */
async function fundsBelowZero(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ transfer_id: string; available: string; events: string }>(
    `with funds as (
       select t.transfer_id,
              sum(case when t.credit_account_id = 2 and t.phase in ('single', 'post_pending') then t.amount else 0 end)
            - sum(case when t.debit_account_id = 2 and t.phase in ('single', 'post_pending') then t.amount else 0 end)
            - sum(case when t.debit_account_id = 2 and t.phase = 'pending' and not exists (
                     select 1 from ledger_transfers r where r.pending_id = t.id) then t.amount else 0 end) as available
         from ledger_transfers t
        where t.transfer_id is not null and (t.debit_account_id = 2 or t.credit_account_id = 2)
        group by t.transfer_id)
     select f.transfer_id, f.available::text,
            (select string_agg(e.type, ' ' order by e.sequence) from transfer_events e where e.transfer_id = f.transfer_id) as events
       from funds f where f.available < 0 limit 10`,
  );
  return rows.map((row) => `customer funds ${row.available} cents on transfer ${row.transfer_id}: ${row.events}`);
}
