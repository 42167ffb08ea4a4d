import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Stripe from 'stripe';
import { InMemoryLedger, postedBalance } from '../../src/ledger/domain/ledger-balances.js';
import { ACCOUNTS } from '../../src/ledger/domain/ledger-chart.js';
import { ledgerTransferId } from '../../src/ledger/domain/ledger-id.js';
import { LedgerTransferConflictError } from '../../src/ledger/domain/ledger.errors.js';
import { backfillLedger } from '../../src/ledger/ledger-backfill.js';
import { checkLedgerInvariants, checkLedgerInvariantsWithPg, LedgerInvariants } from '../../src/ledger/ledger-invariants.js';
import { sqlOfPgClient } from '../../src/ledger/ledger-sql.js';
import { PostgresLedger } from '../../src/ledger/postgres-ledger.adapter.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { payFromLinkedBank } from '../support/bank-paid-transfer.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { payByCard, waitUntil, type CardPaidTransfer } from '../support/card-paid-transfer.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { settleSandboxDebit } from '../support/sandbox-payments.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { transferEventTypes, transferRow, waitForTransferStatus } from '../support/transfer-fixtures.js';
import { signInAsOperator } from '../support/signed-in-operator.js';
import { proposeAndApprove } from '../support/four-eyes.js';

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

// Status checks and reconciliation wait an hour: only the partners' callbacks move payouts here.
beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ env: { PAYOUT_STATUS_CHECK_AFTER_MS: '3600000', RECONCILE_EVERY_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.24.${(addresses += 1)}`);
const sandbox = async <T = Json>(path: string, init?: RequestInit) => (await (await fetch(`${stack.sandboxUrl}${path}`, init)).json()) as T;
const sandboxPost = (path: string, body: Json = {}) => sandbox(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const pay = (country: string, recipientPhone: string, delivery: Json = {}) => payByCard(stack, db, newClient(), { country, recipientPhone, delivery });
const paymentIntentOf = async (paid: { sessionId: string }) => (await transferRow(db, paid.sessionId)).provider_transfer_id as string;

/** Every transfer this file booked: the invariants are checked on them at the end. */
const booked: string[] = [];

/** A transfer's ledger entries, in booking order, as lines a person reads. */
async function entriesOf(transferId: string): Promise<string[]> {
  booked.push(transferId);
  const { rows } = await db.query(
    `select t.phase, l.currency, d.code as debit, c.code as credit, t.amount, t.code
       from ledger_transfers t
       join ledger_ledgers l on l.id = t.ledger
       join ledger_accounts d on d.id = t.debit_account_id
       join ledger_accounts c on c.id = t.credit_account_id
      where t.transfer_id = $1 order by t.seq`,
    [transferId],
  );
  return rows.map((r) => `${r.phase} ${r.currency} Dr ${r.debit} Cr ${r.credit} ${r.amount} ${r.code}`);
}

/**
 * What a transfer's entries leave on each account they touch: the posted balance on its
 * normal side, and `+pending` when some is still reserved. Built by replaying the stored
 * entries through the in-memory ledger, which also refuses any that break TigerBeetle's rules.
 */
async function balancesOf(transferId: string): Promise<Record<string, string>> {
  const books = new InMemoryLedger();
  books.create(await new PostgresLedger().transfersOf(sqlOfPgClient(db), [transferId]));
  const out: Record<string, string> = {};
  for (const b of books.allBalances()) {
    if (b.debitsPosted + b.creditsPosted + b.debitsPending + b.creditsPending === 0n) continue;
    const pending = b.debitsPending + b.creditsPending;
    out[`${b.ledger}:${b.code}`] = `${postedBalance(b)}${pending ? ` +pending ${pending}` : ''}`;
  }
  return out;
}

/** The recipient amount of a transfer in its ledger's unit (whole shillings for UGX). */
async function localUnits(sessionId: string): Promise<{ currency: string; units: string }> {
  const row = await transferRow(db, sessionId);
  const hundredths = BigInt(Math.round(Number(row.recipient_amount) * 100));
  return { currency: row.currency_code, units: String(row.currency_code === 'UGX' ? hundredths / 100n : hundredths) };
}

async function withPayoutsPaused<T>(run: () => Promise<T>): Promise<T> {
  const payouts = stack.worker.get(JobQueue).queue('payouts');
  await payouts.pause();
  try {
    return await run();
  } finally {
    await payouts.resume();
  }
}

let operator: BrowserLikeClient;
async function signedInOperator(): Promise<BrowserLikeClient> {
  if (!operator) {
    operator = newClient();
    await signInAsOperator(stack, operator);
  }
  return operator;
}
async function act(body: Json): Promise<Json> {
  const response = await (await signedInOperator()).post('/api/admin/attention/actions', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}
/** A four-eyes action (issue #25): proposed by the operator, approved by a second one. */
async function actWithApproval(body: Json): Promise<Json> {
  const answer = await proposeAndApprove(stack, await signedInOperator(), body, { address: `198.18.24.${(addresses += 1)}` });
  expect(answer.status).toBe(200);
  return answer.body;
}

/**
 * The four lines of a payout reserved then posted, the exchange's lines when its cost is known
 * (the FX spread, the partner's fee), and the fee earned: a card transfer of $100 delivered.
 */
const delivered = (local: { currency: string; units: string }, rail: string, fee = '900', amount = '10000', exchange: string[] = []) => [
  `pending USD Dr customer_funds Cr fx_settlement ${amount} payout_reserved`,
  `pending ${local.currency} Dr fx_settlement Cr partner_float:${rail} ${local.units} payout_reserved`,
  `post_pending USD Dr customer_funds Cr fx_settlement ${amount} payout_posted`,
  `post_pending ${local.currency} Dr fx_settlement Cr partner_float:${rail} ${local.units} payout_posted`,
  ...exchange,
  `single USD Dr customer_funds Cr fee_revenue ${fee} fee_earned`,
];

describe('the books of a card transfer', () => {
  it('delivered to M-Pesa: the capture, the payout reserved then posted, the fee earned; nothing left in the customers\' funds', async () => {
    const paid = await pay('kenya', '0712 345 241');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    const kes = await localUnits(paid.sessionId);
    expect(kes).toEqual({ currency: 'KES', units: '1292500' });
    expect(await entriesOf(paid.id)).toEqual(['single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured', ...delivered(kes, 'daraja')]);
    expect(await balancesOf(paid.id)).toEqual({
      'USD:stripe_clearing': '10900',
      'USD:customer_funds': '0',
      'USD:fee_revenue': '900',
      'USD:fx_settlement': '10000',
      'KES:fx_settlement': '1292500',
      'KES:partner_float:daraja': '-1292500',
    });
  });

  it('paid out as cash: reserved while the cash waits at the agent, posted once it is collected', async () => {
    const paid = await pay('eritrea', '07 345 241');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).pickup_code !== null);
    const ern = await localUnits(paid.sessionId);
    expect(await entriesOf(paid.id)).toEqual(['single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured', ...delivered(ern, 'thunes').slice(0, 2)]);
    expect(await balancesOf(paid.id)).toMatchObject({ 'USD:customer_funds': '10900 +pending 10000', 'ERN:partner_float:thunes': `0 +pending ${ern.units}` });

    const [transaction] = (await sandbox<Json[]>('/api/thunes/transactions')).filter((t) => t.external_id === paid.id);
    await fetch(`${stack.sandboxUrl}/api/thunes/transactions/${transaction.id}/collect`, { method: 'POST' });
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    // Thunes prices the pickup: ERN at 15 per USD, the customer's own rate (no spread), and its $3.00 fee.
    const exchange = ['single USD Dr partner_fees Cr fx_settlement 300 partner_fee'];
    expect(await entriesOf(paid.id)).toEqual(['single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured', ...delivered(ern, 'thunes', '900', '10000', exchange)]);
    expect(await balancesOf(paid.id)).toMatchObject({ 'USD:customer_funds': '0', 'ERN:partner_float:thunes': `-${ern.units}`, 'USD:partner_fees': '300', 'USD:fx_settlement': '10300' });
  });

  it('whose payout failed then was refunded: the reservation voided, the total back to the card', async () => {
    const paid = await pay('uganda', '0772 000 004');
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    await act({ key: `payout_failed:${paid.id}:1`, action: 'refund' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_id !== null);
    const ugx = await localUnits(paid.sessionId);
    expect(ugx.currency).toBe('UGX');
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured',
      'pending USD Dr customer_funds Cr fx_settlement 10000 payout_reserved',
      `pending UGX Dr fx_settlement Cr partner_float:mtn_momo ${ugx.units} payout_reserved`,
      'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
      `void_pending UGX Dr fx_settlement Cr partner_float:mtn_momo ${ugx.units} payout_voided`,
      'single USD Dr customer_funds Cr stripe_clearing 10900 refund_paid',
    ]);
    // A voided reservation leaves every sum of its accounts as it found them.
    expect(await balancesOf(paid.id)).toEqual({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0' });
  });

  it('retried by an operator on another delivery method: the first attempt voided, the second posted', async () => {
    const paid = await pay('ethiopia', '0911 000 201', { deliveryMethod: 'telebirr' });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).payout_failed_at !== null);
    await actWithApproval({ key: `payout_failed:${paid.id}:1`, action: 'retry_payout_other_method', destination: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123452401' } });
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    const etb = await localUnits(paid.sessionId);
    // Thunes' price of the bank payout: ETB 15,500.00 at its 158.25 is $97.95 (the customer's $100 at 155 leaves $2.05 of spread), and its $2.00 fee.
    const exchange = ['single USD Dr fx_settlement Cr fx_spread_revenue 205 fx_spread_earned', 'single USD Dr partner_fees Cr fx_settlement 200 partner_fee'];
    const [reserve2, reserveLocal2, post2, postLocal2, spread, partnerFee, fee] = delivered(etb, 'thunes', '900', '10000', exchange);
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured',
      reserve2,
      reserveLocal2,
      'void_pending USD Dr customer_funds Cr fx_settlement 10000 payout_voided',
      `void_pending ETB Dr fx_settlement Cr partner_float:thunes ${etb.units} payout_voided`,
      reserve2,
      reserveLocal2,
      post2,
      postLocal2,
      spread,
      partnerFee,
      fee,
    ]);
    // The post resolves the second attempt's pending transfer, by the id its fact gives it.
    const { rows } = await db.query(`select pending_id from ledger_transfers where transfer_id = $1 and phase = 'post_pending' and ledger = 840`, [paid.id]);
    expect(rows).toEqual([{ pending_id: ledgerTransferId(`${paid.id}:payout:2:usd`) }]);
    expect(await balancesOf(paid.id)).toMatchObject({
      'USD:customer_funds': '0',
      'ETB:partner_float:thunes': `-${etb.units}`,
      'USD:fx_spread_revenue': '205',
      'USD:partner_fees': '200',
      // What the ETB and Thunes cost: $97.95 + $2.00.
      'USD:fx_settlement': '9995',
    });
  });

  it('cancelled by its sender before the payout: the total refunded, nothing reserved', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await pay('kenya', '0712 345 242');
      await waitUntil(async () => (await transferEventTypes(db, transfer.id)).includes('PaymentSucceeded'));
      expect((await transfer.client.post(`/api/transactions/${transfer.id}/cancel`, {})).status).toBe(200);
      return transfer;
    });
    await waitUntil(async () => (await transferRow(db, paid.sessionId)).refund_id !== null);
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured',
      'single USD Dr customer_funds Cr stripe_clearing 10900 refund_paid',
    ]);
    expect(await balancesOf(paid.id)).toEqual({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0' });
  });
});

describe('the books of a disputed payment', () => {
  async function disputed(paid: CardPaidTransfer, outcome: 'won' | 'lost'): Promise<void> {
    const dispute = await sandboxPost(`/api/stripe/payment_intents/${await paymentIntentOf(paid)}/dispute`, { reason: 'fraudulent' });
    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeOpened'));
    await sandboxPost(`/api/stripe/disputes/${dispute.id}/close`, { outcome });
    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('DisputeClosed'));
  }

  it('won before the payout: nothing for the dispute, the payout goes as usual', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await pay('kenya', '0712 345 243');
      await waitUntil(async () => (await transferEventTypes(db, transfer.id)).includes('PaymentSucceeded'));
      await disputed(transfer, 'won');
      return transfer;
    });
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(await entriesOf(paid.id)).toEqual(['single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured', ...delivered(await localUnits(paid.sessionId), 'daraja')]);
  });

  it('lost before the payout: the bank took the customer\'s funds back, and nothing is lost or sent', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await pay('kenya', '0712 345 244');
      await waitUntil(async () => (await transferEventTypes(db, transfer.id)).includes('PaymentSucceeded'));
      await disputed(transfer, 'lost');
      return transfer;
    });
    await waitForTransferStatus(db, paid.sessionId, 'failed');
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured',
      'single USD Dr customer_funds Cr stripe_clearing 10900 payment_reversed_by_dispute',
    ]);
    expect(await balancesOf(paid.id)).toEqual({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0' });
  });

  it('lost after delivery: a dispute loss of the disputed amount', async () => {
    const paid = await pay('kenya', '0712 345 245');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    await disputed(paid, 'lost');
    const kes = await localUnits(paid.sessionId);
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10900 payment_captured',
      ...delivered(kes, 'daraja'),
      'single USD Dr dispute_losses Cr stripe_clearing 10900 dispute_lost',
    ]);
    expect(await balancesOf(paid.id)).toMatchObject({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0', 'USD:dispute_losses': '10900', 'USD:fee_revenue': '900' });
  });
});

describe('the books of a bank (ACH) transfer', () => {
  /** A signed-in sender debits a linked account for $100 (fee $5) to M-Pesa; answers once the debit is in flight. */
  const payFromBank = () => payFromLinkedBank(stack, db, newClient(), '0712345246');

  /** Stripe tells the api the debit that had succeeded came back (an ACH return), by a signed webhook. */
  async function returned(transferId: string, paymentIntentId: string): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: paymentIntentId, object: 'payment_intent', metadata: { transferId }, last_payment_error: { code: 'debit_returned', message: 'The bank returned the debit (R01).' } } },
    });
    const signature = new Stripe('sk_test_sandbox').webhooks.generateTestHeaderString({ payload, secret: 'whsec_sandbox' });
    const response = await fetch(`${stack.apiUrl}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    expect(response.status).toBe(200);
  }

  it('completed: nothing booked while the debit is in flight, then the capture of $105 and a $5 fee', async () => {
    const paid = await payFromBank();
    expect(await entriesOf(paid.id)).toEqual([]);
    await settleSandboxDebit(stack.sandboxUrl, paid.paymentIntentId, 'succeed');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10500 payment_captured',
      ...delivered(await localUnits(paid.sessionId), 'daraja', '500'),
    ]);
    expect(await balancesOf(paid.id)).toMatchObject({ 'USD:stripe_clearing': '10500', 'USD:customer_funds': '0', 'USD:fee_revenue': '500' });
  });

  it('returned before its payout: the capture taken back out of the customers\' funds', async () => {
    const paid = await withPayoutsPaused(async () => {
      const transfer = await payFromBank();
      await settleSandboxDebit(stack.sandboxUrl, transfer.paymentIntentId, 'succeed');
      await waitUntil(async () => (await transferEventTypes(db, transfer.id)).includes('PaymentSucceeded'));
      await returned(transfer.id, transfer.paymentIntentId);
      await waitForTransferStatus(db, transfer.sessionId, 'failed');
      return transfer;
    });
    expect(await entriesOf(paid.id)).toEqual([
      'single USD Dr stripe_clearing Cr customer_funds 10500 payment_captured',
      'single USD Dr customer_funds Cr stripe_clearing 10500 payment_returned',
    ]);
    expect(await balancesOf(paid.id)).toEqual({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0' });
  });

  it('returned after its payout was delivered: the sender owes the total', async () => {
    const paid = await payFromBank();
    await settleSandboxDebit(stack.sandboxUrl, paid.paymentIntentId, 'succeed');
    await waitForTransferStatus(db, paid.sessionId, 'completed');
    await returned(paid.id, paid.paymentIntentId);
    await waitUntil(async () => (await transferEventTypes(db, paid.id)).includes('PaymentFailedAfterPayout'));
    expect((await entriesOf(paid.id)).at(-1)).toBe('single USD Dr sender_receivables Cr stripe_clearing 10500 payment_returned_after_payout');
    expect(await balancesOf(paid.id)).toMatchObject({ 'USD:stripe_clearing': '0', 'USD:customer_funds': '0', 'USD:sender_receivables': '10500' });
  });
});

describe('FX costs', () => {
  it("hold operator rates to a band around the currency's cost (FX_RATE_BAND_BPS, 10%), refusing the whole update and changing nothing", async () => {
    // Thunes priced earlier payouts of this file: ETB costs 158.25 per USD (the last quote).
    const { rows: costs } = await db.query(`select rate from fx_cost_observations where currency = 'ETB' order by observed_at desc, id desc limit 1`);
    expect(costs).toEqual([{ rate: '158.2500' }]);
    const admin = newClient();
    const operator = await signInAsOperator(stack, admin);
    const before = (await (await newClient().get('/api/rates')).json()) as Json;

    // A digit too many on Ethiopia refuses the whole update (Kenya's change included).
    const typo = await admin.post('/api/update-rates', { rates: { ethiopia: 1582.5, kenya: 129.5 }, password: operator.password });
    expect(typo.status).toBe(422);
    expect(await typo.json()).toMatchObject({
      code: 'RATE.OUTSIDE_COST_BAND',
      message: 'The rate for Ethiopia (1582.5000 ETB per USD) is 900% away from what ETB costs us now (158.2500). A rate may be at most 10% from the cost: check it.',
    });
    expect(await (await newClient().get('/api/rates')).json()).toEqual(before);

    // The operator sees the cost and the band before typing.
    const band = (await (await admin.get('/api/admin/rates/costs')).json()) as Json;
    expect(band.bandPercent).toBe(10);
    expect(band.currencies.find((c: Json) => c.country === 'ethiopia')).toMatchObject({
      currency: 'ETB',
      cost: { rate: 158.25, source: 'partner_quote', rail: 'thunes' },
      lowest: 142.425,
      highest: 174.075,
    });

    // Within the band, on either side of the cost, it changes (within FX_RATE_APPROVAL_BAND_BPS, 5%, at once).
    const within = await admin.post('/api/update-rates', { ethiopia: 152 });
    expect(within.status).toBe(200);
    expect(((await within.json()) as Json).rates.ethiopia).toBe(152);
    expect((await admin.post('/api/update-rates', { ethiopia: before.ethiopia })).status).toBe(200);
  });

  it("show on the operator's timeline: the sender's rate, our cost, the spread and the partner's fee, and every entry", async () => {
    const { rows } = await db.query(`select id from transactions where currency_code = 'ETB' and status = 'completed' order by created_at desc limit 1`);
    const admin = newClient();
    await signInAsOperator(stack, admin);
    const timeline = (await (await admin.get(`/api/admin/transactions/${rows[0].id}/timeline`)).json()) as Json;
    expect(timeline.books.exchange).toEqual({ customerRate: 155, costRate: 158.25, costSource: 'partner_quote', spread: 2.05, partnerFee: 2 });
    expect(timeline.books.entries.map((e: Json) => `${e.code} ${e.amount} ${e.currency}`)).toEqual(
      expect.arrayContaining(['payment_captured 109 USD', 'fx_spread_earned 2.05 USD', 'partner_fee 2 USD', 'payout_posted 15500 ETB']),
    );
  });
});

describe('the books as a whole', () => {
  it('hold the chart the code has, one ledger per currency with its scale', async () => {
    const { rows } = await db.query(
      `select a.id, l.currency, l.scale, a.code, a.normal_side, a.must_not_go_negative from ledger_accounts a join ledger_ledgers l on l.id = a.ledger order by a.id`,
    );
    expect(rows.map((r) => ({ id: r.id, ledger: r.currency, code: r.code, normalSide: r.normal_side, mustNotGoNegative: r.must_not_go_negative }))).toEqual(
      ACCOUNTS.map(({ id, ledger, code, normalSide, mustNotGoNegative }) => ({ id, ledger, code, normalSide, mustNotGoNegative })),
    );
    expect(Object.fromEntries(rows.map((r) => [r.currency, r.scale]))).toEqual({ USD: 2, KES: 2, UGX: 0, ETB: 2, ERN: 2 });
  });

  it('balance, match every transfer\'s events, and keep each result of the recurring check', async () => {
    expect(await checkLedgerInvariantsWithPg(db, { kind: 'transfers', transferIds: [...new Set(booked)] })).toEqual({ transfersChecked: new Set(booked).size, problems: [] });
    const invariants = stack.worker.get(LedgerInvariants);
    const check = await invariants.check('recent');
    expect(check).toMatchObject({ scope: 'recent', problemCount: 0, problems: [] });
    expect(check.transfersChecked).toBeGreaterThanOrEqual(new Set(booked).size);
    expect((await invariants.latest())?.id).toBe(check.id);
  });

  it('find entries that differ from the events, and a ledger that does not sum to zero', async () => {
    const [transferId] = booked;
    const sql = sqlOfPgClient(db);
    await db.query('begin');
    try {
      const fee = ledgerTransferId(`${transferId}:fee:1`);
      await db.query(`delete from ledger_transfers where id = $1`, [fee]);
      // A KES movement booked to a USD account: the USD ledger's debits no longer equal its credits.
      await db.query(`update ledger_transfers set debit_account_id = 1 where transfer_id = $1 and ledger = 404 and phase = 'pending'`, [transferId]);
      const { problems } = await checkLedgerInvariants(sql, { kind: 'transfers', transferIds: [transferId] });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'ledger_unbalanced', ledger: 'USD', phase: 'pending' }),
          expect.objectContaining({ kind: 'resolution_mismatch', pendingId: ledgerTransferId(`${transferId}:payout:1:local`) }),
          expect.objectContaining({ kind: 'entries_differ_from_events', transferId, missing: [fee], different: [ledgerTransferId(`${transferId}:payout:1:local`)] }),
        ]),
      );
    } finally {
      await db.query('rollback');
    }
  });

  it('take a fact booked again as a no-op, and refuse one booked differently or a pending resolved twice', async () => {
    const [transferId] = booked;
    const ledger = new PostgresLedger();
    const sql = sqlOfPgClient(db);
    const entries = await ledger.transfersOf(sql, [transferId]);
    await db.query('begin');
    try {
      expect(await ledger.createTransfers(sql, entries)).toBe(0);
      await expect(ledger.createTransfers(sql, [{ ...entries[0], amount: entries[0].amount + 1n }])).rejects.toThrow(LedgerTransferConflictError);
    } finally {
      await db.query('rollback');
    }
    const post = entries.find((entry) => entry.phase === 'post_pending')!;
    await db.query('begin');
    try {
      await expect(ledger.createTransfers(sql, [{ ...post, id: ledgerTransferId('another post'), phase: 'void_pending' }])).rejects.toThrow(/ledger_transfers_resolves_once/);
    } finally {
      await db.query('rollback');
    }
  });

  it('are back-filled from the stored events exactly as they were booked when the events happened', async () => {
    const ids = [...new Set(booked)];
    const before = await Promise.all(ids.map(entriesOf));
    const sql = sqlOfPgClient(db);
    await db.query('begin');
    try {
      await db.query(`delete from ledger_transfers where transfer_id = any($1::uuid[])`, [ids]);
      const { ledgerTransfers } = await backfillLedger(sql, { only: ids });
      expect(ledgerTransfers).toBe(before.flat().length);
      expect(await Promise.all(ids.map(entriesOf))).toEqual(before);
      expect((await backfillLedger(sql, { only: ids })).ledgerTransfers).toBe(0);
    } finally {
      await db.query('rollback');
    }
  });
});
