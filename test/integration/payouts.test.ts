import pg from 'pg';
import { payoutReference } from '../../src/payments/payouts/payout-reference.js';
import { PayoutRails } from '../../src/payments/payouts/payout-rails.service.js';
import { TransferReconciliation } from '../../src/transfers/transfer-reconciliation.service.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { quotedTransferRequest, transferEventTypes, transferRow, waitForTransferStatus, type TestDelivery } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;
let addresses = 0;

// Status checks wait an hour here: only the partners' callbacks, or reconciliation, settle a payout.
beforeAll(async () => ({ stack, db } = await startStackAndDatabase({ env: { PAYOUT_STATUS_CHECK_AFTER_MS: '3600000' } })));
afterAll(() => stopStackAndDatabase({ stack, db }));

const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.7.${(addresses += 1)}`);
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const sandbox = async <T>(path: string) => json<T>(await fetch(`${stack.sandboxUrl}${path}`));

interface Paid {
  client: BrowserLikeClient;
  sessionId: string;
  id: string;
}

/** A signed-in sender pays $amount by card to a recipient in `country` paid by `delivery`. */
async function payByCard(country: string, recipientPhone: string, delivery: TestDelivery = {}, amount = 100): Promise<Paid> {
  const client = newClient();
  await signUpAndSignIn(stack, client);
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { country, recipientPhone, delivery, amount }));
  expect(created.status).toBe(201);
  const { sessionId } = await json<{ sessionId: string }>(created);
  const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa) });
  expect(paid.status).toBe(200);
  return { client, sessionId, id: (await transferRow(db, sessionId)).id };
}

const details = async ({ client, id }: Paid) => json<Record<string, any>>(await client.get(`/api/transactions/${id}`));

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('payouts through the partners of each delivery method', () => {
  it('pay an M-Pesa recipient in Kenya in whole shillings, with the receipt, and text them', async () => {
    const paid = await payByCard('kenya', '0712 345 101');
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    const [payment] = (await sandbox<Record<string, any>[]>('/api/daraja/payments')).filter((p) => p.originatorConversationId === paid.id);
    expect(payment).toMatchObject({ partyB: '254712345101', amount: 12925, state: 'completed' });
    expect(done).toMatchObject({ payout_rail: 'daraja', payout_receipt: payment.transactionId, delivery_method: 'mpesa' });
    expect(await transferEventTypes(db, paid.id)).toEqual([
      'TransferCreated', 'PaymentSubmitted', 'PaymentSucceeded', 'PayoutRequested', 'PayoutDispatched', 'PayoutDelivered', 'TransferCompleted',
    ]);
    expect((await details(paid)).payout).toEqual({ rail: 'daraja', receipt: payment.transactionId, pickupCode: null, failureCode: null });
    const [sms] = await stack.inbox.waitFor('+254712345101');
    // A Kenyan recipient's SMS is in Swahili, their country's language (issue #27).
    expect(sms.text).toBe(`Amina amekutumia 12,925.00 KES kwenye M-Pesa. Risiti ${payment.transactionId}. Kumb. ${(await transferRow(db, paid.sessionId)).reference}.`);
  });

  it('pay an MTN Mobile Money recipient in Uganda, whose registered name the sender sees first', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const name = await json(await client.get('/api/mtn-registered-name?phone=%2B256772345102'));
    expect(name).toEqual({ name: expect.stringMatching(/\S+ \S+/), active: true });
    const unknown = await client.get('/api/mtn-registered-name?phone=%2B256772999999');
    expect({ status: unknown.status, body: await json(unknown) }).toMatchObject({ status: 404, body: { code: 'PAYOUT.ACCOUNT_NOT_FOUND' } });
    expect((await newClient().get('/api/mtn-registered-name?phone=%2B256772345102')).status).toBe(401);

    const paid = await payByCard('uganda', '0772 345 102');
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    const transfers = (await sandbox<Record<string, any>[]>('/api/mtn-momo/transfers')).filter((t) => t.externalId === paid.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ status: 'SUCCESSFUL', currency: 'UGX', payee: { partyIdType: 'MSISDN', partyId: '256772345102' } });
    expect(Number(transfers[0].amount) * 100).toBe(Number(done.recipient_amount) * 100);
    expect(done).toMatchObject({ payout_rail: 'mtn_momo', payout_receipt: String(transfers[0].financialTransactionId) });
    expect(Number(done.recipient_amount) % 1).toBe(0);
    await stack.inbox.waitFor('+256772345102');
  });

  it('pay a telebirr wallet and a Commercial Bank of Ethiopia account through the aggregator', async () => {
    const wallet = await payByCard('ethiopia', '0911 345 103', { deliveryMethod: 'telebirr' });
    const bank = await payByCard('ethiopia', '0911 345 104', { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450104' });
    for (const paid of [wallet, bank]) {
      const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
      expect(done).toMatchObject({ payout_rail: 'thunes', payout_receipt: expect.any(String) });
    }
    const transactions = await sandbox<Record<string, any>[]>('/api/thunes/transactions');
    const ofBank = transactions.filter((t) => t.external_id === bank.id);
    expect(ofBank).toHaveLength(1);
    expect(ofBank[0]).toMatchObject({ status: '70000', credit_party_identifier: { bank_account_number: '1000123450104' }, payer: { id: 4031 } });
    expect((await details(bank)).recipientInfo).toMatchObject({ bankName: 'Commercial Bank of Ethiopia', accountNumber: '1000123450104' });
    const [sms] = await stack.inbox.waitFor('+251911345104');
    // In Amharic, an Ethiopian recipient's language: "to your Commercial Bank of Ethiopia account".
    expect(sms.text).toContain('ወደ Commercial Bank of Ethiopia ሂሳብዎ');
  });

  it('hold cash for pickup in Eritrea under a code the sender and the recipient get, then complete once it is collected', async () => {
    const paid = await payByCard('eritrea', '07 345 105');
    await waitFor(async () => (await transferRow(db, paid.sessionId)).pickup_code !== null);
    const waiting = await details(paid);
    expect(waiting).toMatchObject({ status: 'processing', deliveryMethod: 'cash_pickup', payout: { rail: 'thunes', pickupCode: expect.stringMatching(/^\d{10}$/) } });
    const code = waiting.payout.pickupCode as string;
    expect(waiting.events.map((e: { type: string }) => e.type)).toContain('ReadyForPickup');
    const [sms] = await stack.inbox.waitFor('+2917345105');
    // In Tigrinya, an Eritrean recipient's language: "pickup code ...".
    expect(sms.text).toContain(`ብኮድ ምውሳድ ${code}`);
    // Cash waiting for pickup can still be cancelled at the partner within the window (issue #29).
    expect(waiting).toMatchObject({ cancellableUntil: expect.any(String), notCancellableReason: null });

    const [transaction] = (await sandbox<Record<string, any>[]>('/api/thunes/transactions')).filter((t) => t.external_id === paid.id);
    expect((await fetch(`${stack.sandboxUrl}/api/thunes/transactions/${transaction.id}/collect`, { method: 'POST' })).status).toBeLessThan(300);
    const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
    expect(done.pickup_code).toBe(code);
    expect(await details(paid)).toMatchObject({
      cancellableUntil: null,
      notCancellableReason: 'This transfer was already delivered to the recipient, so it can no longer be cancelled.',
    });
  });

  it('hold the payout for an operator when a partner cannot pay, refunding nothing by itself', async () => {
    const cases: [string, string, TestDelivery, string][] = [
      ['uganda', '0772 000 004', {}, 'partner_unavailable'],
      ['ethiopia', '0911 000 201', { deliveryMethod: 'telebirr' }, 'recipient_blocked'],
      ['ethiopia', '0911 345 106', { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123000305' }, 'amount_outside_limits'],
    ];
    const paid = await Promise.all(cases.map(([country, phone, delivery]) => payByCard(country, phone, delivery)));
    for (const [index, transfer] of paid.entries()) {
      await waitFor(async () => (await transferRow(db, transfer.sessionId)).payout_failed_at !== null);
      const row = await transferRow(db, transfer.sessionId);
      expect(row).toMatchObject({ status: 'processing', refund_id: null, payout_failure_code: cases[index][3], failure_reason: expect.stringContaining('Our team will try again or refund') });
      expect((await details(transfer)).payout).toMatchObject({ failureCode: cases[index][3] });
      // Reconciliation leaves it to the operator: nothing is sent again or refunded.
      await stack.worker.get(TransferReconciliation).reconcile(new Date(Date.now() + stack.config.RECONCILE_AFTER_MS * 3));
      expect((await sandbox<{ payment_intent: string }[]>('/api/stripe/refunds')).filter((r) => r.payment_intent === row.provider_transfer_id)).toEqual([]);
      expect(await transferEventTypes(db, transfer.id)).not.toContain('PayoutRetried');
    }
    // The barred telebirr wallet was refused at verification: nothing was created at the aggregator.
    expect((await sandbox<Record<string, any>[]>('/api/thunes/transactions')).filter((t) => t.external_id === paid[1].id)).toEqual([]);
  });

  it('pay once when a payout is dispatched again', async () => {
    const kenya = await payByCard('kenya', '0712 345 107');
    const uganda = await payByCard('uganda', '0772 345 107');
    const ethiopia = await payByCard('ethiopia', '0911 345 107');
    const rails = stack.worker.get(PayoutRails);
    for (const [paid, method] of [[kenya, 'mpesa'], [uganda, 'mtn_momo'], [ethiopia, 'telebirr']] as const) {
      const done = await waitForTransferStatus(db, paid.sessionId, 'completed');
      const again = await rails.forMethod(method).dispatch({
        transferId: done.id,
        reference: payoutReference(done.id, 1),
        amountMinor: BigInt(Math.round(Number(done.recipient_amount) * 100)),
        currency: done.currency_code,
        country: done.country,
        destination: { method, bankId: null, bankName: null, accountNumber: null },
        recipient: done.recipient_info,
        sender: done.sender_info,
      });
      // The transfer holds our reference of the attempt; the partner's own id is on the attempt's record.
      const attempts = (await db.query('select reference, partner_payout_id from payout_attempts where transfer_id = $1', [done.id])).rows;
      expect(attempts).toEqual([{ reference: done.payout_id, partner_payout_id: again.payoutId }]);
    }
    expect((await sandbox<Record<string, any>[]>('/api/daraja/payments')).filter((p) => p.originatorConversationId === kenya.id)).toHaveLength(1);
    expect((await sandbox<Record<string, any>[]>('/api/mtn-momo/transfers')).filter((t) => t.externalId === uganda.id)).toHaveLength(1);
    expect((await sandbox<Record<string, any>[]>('/api/thunes/transactions')).filter((t) => t.external_id === ethiopia.id)).toHaveLength(1);
  });

  it('recover a payout whose callback was lost through reconciliation asking the partner', async () => {
    const lose = (provider: string, msisdn: string) =>
      fetch(`${stack.sandboxUrl}/api/payouts/lost-callbacks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider, msisdn, times: 1 }),
      });
    await lose('daraja', '254712345108');
    await lose('mtn-momo', '256772345108');
    await lose('thunes', '251911345108');
    const paid = [await payByCard('kenya', '0712 345 108'), await payByCard('uganda', '0772 345 108'), await payByCard('ethiopia', '0911 345 108')];
    await waitFor(async () => {
      const lost = (await sandbox<{ callback: { lost: boolean } | null }[]>('/api/payouts')).filter((a) => a.callback?.lost);
      return lost.length >= 3;
    });
    for (const transfer of paid) expect((await transferRow(db, transfer.sessionId)).status).toBe('processing');

    const reconciliation = stack.worker.get(TransferReconciliation);
    await reconciliation.reconcile(new Date(Date.now() + stack.config.RECONCILE_AFTER_MS + 60_000));
    for (const transfer of paid) {
      const done = await waitForTransferStatus(db, transfer.sessionId, 'completed');
      expect(done.payout_receipt).toEqual(expect.any(String));
    }
  });
});

describe('quotes a payout rail cannot pay', () => {
  it('are refused with the amount to send instead, and a phone the rail cannot pay creates nothing', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    // Within the sending limits ($2,999), beyond what M-Pesa pays (KES 250,000).
    const tooMuch = await client.get('/api/quote?amount=2500&country=kenya&paymentMethod=card');
    expect(tooMuch.status).toBe(400);
    expect(await json(tooMuch)).toMatchObject({
      code: 'QUOTE.ABOVE_PAYOUT_MAXIMUM',
      field: 'amount',
      message: expect.stringMatching(/^M-Pesa pays at most 250,000.00 KES per transfer: please send at most \$[\d,]+\.\d\d\.$/),
    });
    const rounded = await json(await client.get('/api/quote?amount=10.01&country=uganda&paymentMethod=card'));
    expect(rounded).toMatchObject({ deliveryMethod: 'mtn_momo', payoutIncrement: 1 });
    expect(Number.isInteger(rounded.recipientAmount)).toBe(true);
    expect((await client.get('/api/quote?amount=10&country=kenya&deliveryMethod=cash_pickup')).status).toBe(400);

    const before = (await db.query('select count(*)::int as n from transactions')).rows[0].n;
    const airtel = await client.post('/api/create-card-session', await quotedTransferRequest(client, { country: 'uganda', recipientPhone: '0701 234 567' }));
    expect(airtel.status).toBe(400);
    expect(await json(airtel)).toMatchObject({ code: 'DELIVERY.PHONE_NOT_PAYABLE', field: 'recipient.phone' });
    expect((await db.query('select count(*)::int as n from transactions')).rows[0].n).toBe(before);
  });
});
