import pg from 'pg';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { payFromLinkedBank } from '../support/bank-paid-transfer.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.js';
import { settleSandboxDebit } from '../support/sandbox-payments.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';
import { transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';

/**
 * The finance views over books this file alone writes: its own database (the run's is shared
 * with every other file, whose transfers would land in the same corridors and days), so the
 * figures can be asserted to the cent.
 */
let stack: InProcessStack;
let db: pg.Client;
let databaseUrl: string;
let operator: BrowserLikeClient;
let addresses = 0;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.31.${(addresses += 1)}`);
const sandboxPost = async (path: string, body: Json = {}) =>
  (await (await fetch(`${stack.sandboxUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Json;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  databaseUrl = withDatabaseName(process.env.DATABASE_URL!, throwawayDatabaseName('remit_finance'));
  await ensureDatabaseExists(databaseUrl);
  await migrateToLatest(databaseUrl);
  // Status checks and reconciliation wait an hour: only the partners' callbacks move payouts here.
  stack = await startInProcessStack({
    env: { DATABASE_URL: databaseUrl, REDIS_PREFIX: `${process.env.REDIS_PREFIX}:finance`, PAYOUT_STATUS_CHECK_AFTER_MS: '3600000', RECONCILE_EVERY_MS: '3600000', RECONCILIATION_GRACE_MS: '0' },
  });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  operator = newClient();
  await signInAsOperator(stack, operator);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await stack?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function getJson(path: string): Promise<Json> {
  const response = await operator.get(path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return (await response.json()) as Json;
}

/** A sender pays $100 from a linked bank account (fee $5) to M-Pesa; the debit settles and the payout completes. */
async function payFromBankAndComplete(): Promise<void> {
  const paid = await payFromLinkedBank(stack, db, newClient(), '0712345346');
  await settleSandboxDebit(stack.sandboxUrl, paid.paymentIntentId, 'succeed');
  await waitForTransferStatus(db, paid.sessionId, 'completed');
}

async function loseDispute(paid: CardPaidTransfer): Promise<void> {
  const paymentIntentId = (await transferRow(db, paid.sessionId)).provider_transfer_id as string;
  const dispute = await sandboxPost(`/api/stripe/payment_intents/${paymentIntentId}/dispute`, { reason: 'fraudulent' });
  await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeOpened'));
  await sandboxPost(`/api/stripe/disputes/${dispute.id}/close`, { outcome: 'lost' });
  await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeClosed'));
}

/** What the books hold on a USD account for the given posting codes, credits minus debits, in cents (read straight from the table). */
async function usdCreditsMinusDebits(account: string): Promise<bigint> {
  const { rows } = await db.query(
    `select coalesce(sum(case when c.code = $1 then e.amount else -e.amount end), 0)::text as net
       from ledger_transfers e
       join ledger_accounts d on d.id = e.debit_account_id
       join ledger_accounts c on c.id = e.credit_account_id
      where e.ledger = 840 and e.phase in ('single', 'post_pending') and (c.code = $1 or d.code = $1)`,
    [account],
  );
  return BigInt(rows[0].net);
}

const cents = (units: bigint) => `${units < 0n ? '-' : ''}${(units < 0n ? -units : units) / 100n}.${String((units < 0n ? -units : units) % 100n).padStart(2, '0')}`;

describe('the finance views', () => {
  let kenyaCard: CardPaidTransfer;

  beforeAll(async () => {
    // A card transfer to M-Pesa delivered ($100, fee $9); a bank transfer delivered ($100, fee $5);
    // a card transfer to MoMo whose payout fails and is refunded; a card transfer delivered, then its dispute lost.
    kenyaCard = await payByCard(stack, db, newClient(), { country: 'kenya', recipientPhone: '0712 345 341' });
    await waitForTransferStatus(db, kenyaCard.sessionId, 'completed');
    await payFromBankAndComplete();
    const refunded = await payByCard(stack, db, newClient(), { country: 'uganda', recipientPhone: '0772 000 004' });
    await waitUntil(async () => (await transferRow(db, refunded.sessionId)).payout_failed_at !== null);
    const refund = await operator.post('/api/admin/attention/actions', { key: `payout_failed:${refunded.id}:1`, action: 'refund' });
    expect(refund.status).toBe(200);
    await waitUntil(async () => (await transferRow(db, refunded.sessionId)).refund_id !== null);
    const disputed = await payByCard(stack, db, newClient(), { country: 'kenya', recipientPhone: '0712 345 342' });
    await waitForTransferStatus(db, disputed.sessionId, 'completed');
    await loseDispute(disputed);
  }, 120_000);

  it('trial balance: every ledger sums to zero, each account on its normal side in its currency\'s decimals', async () => {
    const body = await getJson('/api/admin/finance/trial-balance');
    expect(body.ledgers.map((ledger: Json) => [ledger.currency, ledger.difference, ledger.pendingDifference, ledger.balanced])).toEqual([
      ['USD', '0.00', '0.00', true],
      ['KES', '0.00', '0.00', true],
      ['UGX', '0', '0', true],
      ['ETB', '0.00', '0.00', true],
      ['ERN', '0.00', '0.00', true],
    ]);
    const usd = body.ledgers.find((ledger: Json) => ledger.currency === 'USD');
    const account = (code: string) => usd.accounts.find((line: Json) => line.code === code);
    // Captured: 109 + 105 + 109 + 109; refunded 109 and lost 109 in the dispute: Stripe holds 214.
    expect(account('stripe_clearing')).toMatchObject({ normalSide: 'debit', debitsPosted: '432.00', creditsPosted: '218.00', balance: '214.00', debitBalance: '214.00', creditBalance: '0.00' });
    expect(account('customer_funds')).toMatchObject({ balance: '0.00', debitsPending: '0.00', creditsPending: '0.00' });
    expect(account('fee_revenue')).toMatchObject({ normalSide: 'credit', creditsPosted: '23.00', balance: '23.00', creditBalance: '23.00' });
    expect(account('dispute_losses')).toMatchObject({ debitsPosted: '109.00', balance: '109.00' });
    expect(usd.totals.debitBalance).toBe(usd.totals.creditBalance);
    // The failed MoMo payout was reserved then voided: nothing paid from the UGX float (its opening top-up, in whole shillings, aside).
    const ugx = body.ledgers.find((ledger: Json) => ledger.currency === 'UGX');
    const momo = ugx.accounts.find((line: Json) => line.code === 'partner_float:mtn_momo');
    expect(momo).toMatchObject({ creditsPosted: '0', creditsPending: '0', balance: momo.debitsPosted });
    expect(momo.debitsPosted).toMatch(/^\d+$/);
    // M-Pesa paid three recipients from its float: KES with cents, nothing left pending.
    const kes = body.ledgers.find((ledger: Json) => ledger.currency === 'KES');
    const daraja = kes.accounts.find((line: Json) => line.code === 'partner_float:daraja');
    expect(daraja.creditsPosted).toMatch(/^[1-9]\d*\.\d{2}$/);
    expect(daraja.creditsPending).toBe('0.00');
  });

  it('trial balance as of a day before anything was booked: every account at zero, still balanced', async () => {
    const body = await getJson('/api/admin/finance/trial-balance?asOf=2026-01-01');
    expect(body.asOf).toBe('2026-01-02T00:00:00.000Z');
    for (const ledger of body.ledgers) {
      expect(ledger.balanced).toBe(true);
      for (const line of ledger.accounts) expect(line.debitsPosted.replace(/[0.]/g, '') + line.creditsPosted.replace(/[0.]/g, '')).toBe('');
    }
  });

  it('revenue by corridor and day: fees, FX spread, partner fees and the dispute lost, netted, with totals', async () => {
    const body = await getJson('/api/admin/finance/revenue');
    expect(body.to).toBe(today());
    const spread = await usdCreditsMinusDebits('fx_spread_revenue');
    const partnerFees = await usdCreditsMinusDebits('partner_fees');
    // Nothing the Kenyan or Ugandan partners quote costs a fee.
    expect(partnerFees).toBe(0n);
    // Uganda's transfer was refunded: no revenue, no row.
    expect(body.rows).toEqual([
      {
        country: 'kenya',
        currency: 'KES',
        day: today(),
        delivered: 3,
        feeRevenue: '23.00',
        fxSpreadRevenue: cents(spread),
        processorFees: '0.00',
        partnerFees: '0.00',
        disputeLosses: '-109.00',
        payoutLosses: '0.00',
        net: cents(2300n + spread - 10900n),
      },
    ]);
    const { country, currency, day, ...figures } = body.rows[0];
    expect([country, currency, day]).toEqual(['kenya', 'KES', today()]);
    expect(body.totals).toEqual(figures);
  });

  it('revenue over days before the transfers: no rows, zero totals', async () => {
    const body = await getJson('/api/admin/finance/revenue?from=2026-01-01&to=2026-01-31');
    expect(body.rows).toEqual([]);
    expect(body.totals).toMatchObject({ delivered: 0, feeRevenue: '0.00', net: '0.00' });
  });

  it('float per partner: every partner float account of the books, in its currency, beside what the float context knows of it', async () => {
    const body = await getJson('/api/admin/finance/float');
    expect(body.partners.map((p: Json) => `${p.rail} ${p.currency}`)).toEqual(['daraja KES', 'mtn_momo UGX', 'thunes ETB', 'thunes ERN']);
    const trial = await getJson('/api/admin/finance/trial-balance');
    const ledgerBalance = (currency: string, code: string) =>
      trial.ledgers.find((ledger: Json) => ledger.currency === currency).accounts.find((line: Json) => line.code === code).balance as string;
    const [daraja, momo] = body.partners;
    // M-Pesa paid the three Kenyan recipients: nothing pending, available is the balance.
    expect(daraja).toMatchObject({ balance: ledgerBalance('KES', 'partner_float:daraja'), pendingPayouts: '0.00', available: ledgerBalance('KES', 'partner_float:daraja') });
    expect(momo).toMatchObject({ balance: ledgerBalance('UGX', 'partner_float:mtn_momo'), pendingPayouts: '0', pendingTopUps: '0' });
    // The float context's own view: nothing paused, nothing waiting; paid out today, so days left are counted.
    expect(daraja.reported).toMatchObject({ pausedBecause: null, waitingPayouts: 0 });
    expect(daraja.reported.daysLeft).toBeGreaterThan(0);
  });

  it('refuses a malformed day, a range the wrong way round or too long, with a message that says why', async () => {
    const refused = async (path: string) => {
      const response = await operator.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      return ((await response.json()) as Json).message as string;
    };
    expect(await refused('/api/admin/finance/trial-balance?asOf=26/11/2026')).toMatch(/asOf must be a date as YYYY-MM-DD/);
    expect(await refused('/api/admin/finance/trial-balance?asOf=2026-02-30')).toMatch(/asOf is not a calendar date/);
    expect(await refused('/api/admin/finance/trial-balance?asOf=2999-01-01')).toMatch(/asOf cannot be after today/);
    expect(await refused('/api/admin/finance/revenue?from=2026-03-02&to=2026-03-01')).toMatch(/from must be on or before to/);
    expect(await refused('/api/admin/finance/revenue?from=2024-01-01&to=2026-01-01')).toMatch(/at most 366 days/);
    expect(await refused('/api/admin/finance/exports/journal?from=yesterday')).toMatch(/from must be a date/);
  });

  it('exports the journal as CSV: every ledger transfer of the range, amounts as decimals, named after its range, audited', async () => {
    const response = await operator.get(`/api/admin/finance/exports/journal?from=${today()}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="journal-${today()}-to-${today()}.csv"`);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Booked at (UTC),Entry ID,Ledger,Debit account,Credit account,Amount,Phase,Pending entry ID,Transfer ID,Code,Reference');
    const { rows } = await db.query('select count(*)::int as n from ledger_transfers');
    expect(lines.length - 2).toBe(rows[0].n);
    const ofCard = lines.filter((line) => line.includes(`,${kenyaCard.id},`)).map((line) => line.split(',').slice(2, 7).concat(line.split(',')[9]).join(' '));
    expect(ofCard.slice(0, 2)).toEqual(['USD stripe_clearing customer_funds 109.00 single payment_captured', 'USD customer_funds fx_settlement 100.00 pending payout_reserved']);
    expect(ofCard).toContain('USD customer_funds fee_revenue 9.00 single fee_earned');
    // A UGX amount has no decimals.
    expect(lines.filter((line) => line.includes(',UGX,')).every((line) => /^\d+$/.test(line.split(',')[5]))).toBe(true);
    const audit = await db.query(`select target, new_value from admin_audit_log where action = 'finance.export' order by id desc limit 1`);
    expect(audit.rows[0]).toEqual({ target: 'finance:journal', new_value: { from: today(), to: today() } });
  });

  it('exports the trial balance and the revenue as CSV', async () => {
    const trial = await operator.get('/api/admin/finance/exports/trial-balance?asOf=' + today());
    expect(trial.headers.get('content-disposition')).toBe(`attachment; filename="trial-balance-as-of-${today()}.csv"`);
    const trialLines = (await trial.text()).split('\r\n');
    expect(trialLines.filter((line) => line.includes(',USD,fee_revenue,'))[0]).toMatch(/,credit,0\.00,23\.00,0\.00,0\.00,0\.00,23\.00,23\.00$/);
    const usdTotal = trialLines.find((line) => line.includes(',USD,Total,'))!;
    expect(usdTotal).toContain('"Debits minus credits: 0.00 posted, 0.00 pending"');

    const revenue = await operator.get(`/api/admin/finance/exports/revenue?from=${today()}&to=${today()}`);
    expect(revenue.headers.get('content-disposition')).toBe(`attachment; filename="revenue-${today()}-to-${today()}.csv"`);
    const spread = await usdCreditsMinusDebits('fx_spread_revenue');
    expect((await revenue.text()).split('\r\n')).toEqual([
      'Day (UTC),Country,Currency,Transfers delivered,Fee revenue (USD),FX spread revenue (USD),Processor fees (USD),Partner fees (USD),Dispute losses (USD),Payout losses (USD),Net (USD)',
      `${today()},kenya,KES,3,23.00,${cents(spread)},0.00,0.00,-109.00,0.00,${cents(2300n + spread - 10900n)}`,
      `${today()} to ${today()},Total,,3,23.00,${cents(spread)},0.00,0.00,-109.00,0.00,${cents(2300n + spread - 10900n)}`,
      '',
    ]);
  });

  it('after reconciliation with Stripe: its fees are processor fees in the revenue, a charge the product never saw is an open break', async () => {
    const planted = await sandboxPost('/api/stripe/charges/plant', { amount: 4_321 });
    const run = await operator.post('/api/admin/reconciliation/runs', {});
    expect(run.status).toBe(201);

    const breaks = await getJson('/api/admin/finance/breaks');
    const { rows } = await db.query(`select count(*)::int as n from reconciliation_breaks where status in ('open', 'escalated')`);
    expect(breaks.count).toBe(rows[0].n);
    expect(breaks.count).toBeGreaterThanOrEqual(1);
    expect(breaks.oldest).toMatchObject({ description: expect.stringContaining('Stripe') });

    const revenue = await getJson('/api/admin/finance/revenue');
    const processorFees = await usdCreditsMinusDebits('processor_fees');
    expect(processorFees).toBeLessThan(0n);
    expect(revenue.totals.processorFees).toBe(cents(processorFees));
    // Reconciliation books Stripe's fees as entries of no transfer (the planted charge's among them): a row of their own.
    const unattributed = revenue.rows.find((row: Json) => row.country === null);
    expect(unattributed).toMatchObject({ processorFees: cents(processorFees), feeRevenue: '0.00', delivered: 0, day: today() });
    const journal = (await (await operator.get(`/api/admin/finance/exports/journal?from=${today()}&to=${today()}`)).text()).split('\r\n');
    // The planted $43.21 charge: 2.9% + 30¢.
    expect(journal.find((line) => line.endsWith(`,${planted.balanceTransaction.id}`))).toMatch(/,USD,processor_fees,stripe_clearing,1\.55,single,,,processor_fee,txn_/);
    // Every revenue line still adds up to the net.
    const kenya = revenue.rows.find((row: Json) => row.country === 'kenya');
    const sum = ['feeRevenue', 'fxSpreadRevenue', 'processorFees', 'partnerFees', 'disputeLosses', 'payoutLosses'].reduce((total, key) => total + BigInt(kenya[key].replace('.', '')), 0n);
    expect(kenya.net).toBe(cents(sum));
    expect((await getJson('/api/admin/finance/trial-balance')).ledgers.every((ledger: Json) => ledger.balanced)).toBe(true);
  });
});
