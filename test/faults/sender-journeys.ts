import { randomUUID } from 'node:crypto';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import { linkSandboxBank, linkedAccountNamed } from '../support/sandbox-payments.js';
import { SandboxInbox } from '../support/sandbox-inbox.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { quotedTransferRequest } from '../support/transfer-fixtures.js';
import { MOMO_GRACE_MS, SCENARIOS, type PlannedSender, type PlannedTransfer, type RaceOutcome } from './transfer-plan.js';

/** What became of one planned transfer on the sender's side. */
export interface JourneyResult {
  plan: PlannedTransfer;
  sessionId: string | null;
  /** When the sender started it (ms since the epoch). */
  startedAt: number;
  /** An answer the sender did not expect (the run fails on any). */
  problem: string | null;
  /** Statuses of the two simultaneous payment requests of a double click. */
  doubleClick?: number[];
  /** The transfer's id, as the checkout page reads it (the racing scenarios). */
  transferId?: string;
  /** What the race decided (the cancellation's answer). */
  race?: RaceOutcome;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A browser that, like a person in front of one, tries again when the server answered that
 * it was unavailable (any 5xx, which the load balancer records): after a second, then two,
 * then four... Everything else is answered as it came.
 */
export class PatientBrowser extends BrowserLikeClient {
  /** Answers that came only after the request was sent again. */
  readonly retried = new WeakSet<Response>();

  override async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    options: { csrf?: boolean } = {},
  ): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const response = await super.request(method, path, body, headers, options);
      if (attempt > 1) this.retried.add(response);
      if (response.status < 500 || attempt >= 7) return response;
      await response.arrayBuffer();
      await sleep(500 * 2 ** attempt);
    }
  }
}

/** The sandbox inbox, waiting longer for a verification code: a worker killed mid-way delays its email by up to a minute. */
class PatientInbox extends SandboxInbox {
  override waitFor(to: string, count = 1, timeoutMs = 120_000) {
    return super.waitFor(to, count, timeoutMs);
  }
}

export interface JourneyContext {
  balancerUrl: string;
  sandboxUrl: string;
  /** When the load started (ms since the epoch). */
  loadStartedAt: number;
  results: JourneyResult[];
}

/** A sender arrives, signs up (email code from the sandbox), then makes their transfers one after another. */
export async function runSender(context: JourneyContext, sender: PlannedSender): Promise<void> {
  const wait = context.loadStartedAt + sender.arrivesAt * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  const address = `10.${Math.floor(sender.index / 250)}.${sender.index % 250}.${7}`;
  let client: PatientBrowser | null = null;
  let signUpProblem: string | null = null;
  for (let attempt = 1; attempt <= 3 && !client; attempt++) {
    const candidate = new PatientBrowser(context.balancerUrl, address);
    try {
      await signUpAndSignIn({ inbox: new PatientInbox(context.sandboxUrl), sandboxUrl: context.sandboxUrl } as Parameters<typeof signUpAndSignIn>[0], candidate, {
        firstName: `Sender${sender.index}`,
        lastName: 'Faults',
      });
      client = candidate;
    } catch (error) {
      signUpProblem = `sign-up: ${(error as Error).message}`;
    }
  }
  for (const plan of sender.transfers) {
    const result: JourneyResult = { plan, sessionId: null, startedAt: Date.now(), problem: null };
    context.results.push(result);
    if (!client) {
      result.problem = signUpProblem;
      continue;
    }
    await sleep(plan.thinkSeconds * 1000);
    result.startedAt = Date.now();
    try {
      await runTransfer(context, client, plan, result);
    } catch (error) {
      result.problem = (error as Error).message;
    }
  }
}

async function runTransfer(context: JourneyContext, client: PatientBrowser, plan: PlannedTransfer, result: JourneyResult): Promise<void> {
  const { method } = SCENARIOS[plan.scenario];
  const request = await quotedTransferRequest(client, {
    amount: plan.amount,
    method,
    country: plan.country,
    recipientPhone: plan.recipientPhone,
    delivery: plan.delivery,
  });
  // One key per submission, the same on every retry, as the send screen does.
  const created = await client.post(method === 'card' ? '/api/create-card-session' : '/api/create-teller-session', request, {
    'idempotency-key': randomUUID(),
  });
  const sessionId = (await expectStatus(created, 201, 'creating the checkout')).sessionId as string;
  result.sessionId = sessionId;

  const pay = async (card: string) =>
    client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(context.sandboxUrl, card) });
  /**
   * Paid: 200, or, when the request had to be sent again, the checkout already paid by the first
   * one: processing or completed, or failed where the plan fails the payment after it was taken
   * (a debit the bank returns can do so before the retry arrives: seen across a database restart).
   */
  const paidAlready = new Set(['processing', 'completed', ...(plan.scenario === 'bank_fails_late' ? ['failed'] : [])]);
  const expectPaid = async (response: Response, doing: string) => {
    if (response.status === 409 && client.retried.has(response)) {
      const body = (await response.json()) as { code?: string; status?: string };
      if (body.code === 'TRANSFER.NOT_PAYABLE' && paidAlready.has(body.status ?? '')) return body;
      throw new Error(`${doing} answered 409 after a retry: ${JSON.stringify(body)}`);
    }
    return expectStatus(response, 200, doing);
  };

  switch (plan.scenario) {
    case 'unpaid_expires':
      return;
    case 'card':
    case 'payout_fails_refunded':
    case 'cash_pickup':
    case 'refund_fails_later':
      // refund_fails_later: the operator refunds, Stripe fails the refund later (operator-desk.ts).
      await expectPaid(await pay(TEST_CARDS.visa), 'paying by card');
      return;
    case 'cancel_races_payout': {
      const transferId = await checkoutTransferId(client, sessionId);
      result.transferId = transferId;
      await expectPaid(await pay(TEST_CARDS.visa), 'paying by card');
      // The transfer page shows the payment taken (the webhook settled it), and the sender presses Cancel at once.
      await waitForPaid(client, transferId);
      await sleep(plan.race!.delaySeconds * 1000);
      const cancelled = await client.post(`/api/transactions/${transferId}/cancel`, {});
      const text = await cancelled.text();
      result.race = { cancelStatus: cancelled.status };
      if (cancelled.status === 409 && (JSON.parse(text) as { code?: string }).code === 'TRANSFER.NOT_CANCELLABLE') return;
      if (cancelled.status !== 200) throw new Error(`cancelling right after paying answered ${cancelled.status}: ${text.slice(0, 300)}`);
      const status = (JSON.parse(text) as { status?: string }).status;
      if (status !== 'cancelled') throw new Error(`the cancellation answered 200 with the transfer ${status}`);
      return;
    }
    case 'retry_races_late_news': {
      result.transferId = await checkoutTransferId(client, sessionId);
      if (plan.race!.kind !== 'momo_lag') {
        // telebirr ...000800: Thunes completes the payout, then reverses it (the operator retries to a bank account).
        await expectPaid(await pay(TEST_CARDS.visa), 'paying by card');
        return;
      }
      // MoMo accepts the first attempt but its status query answers 404 past the product's grace
      // period (the attempt fails and goes to the operator), then pays it: late news while the
      // operator retries. The operator desk lifts the lag before its retry, so the retry is not hidden.
      await statusLag(context.sandboxUrl, momoMsisdn(plan.recipientPhone), MOMO_GRACE_MS + Math.round(plan.race!.lagPastGraceSeconds * 1000));
      await expectPaid(await pay(TEST_CARDS.visa), 'paying by card');
      return;
    }
    case 'card_double_click': {
      const paymentMethodId = await tokenizeCard(context.sandboxUrl, TEST_CARDS.visa);
      const click = () => client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId });
      const answers = await Promise.all([click(), click()]);
      result.doubleClick = answers.map((answer) => answer.status);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      // One click pays; the other replays it or is told the checkout is being paid already.
      if (!answers.some((answer) => answer.status === 200) || answers.some((answer) => ![200, 409].includes(answer.status))) {
        throw new Error(`double click answered ${result.doubleClick.join(' and ')}`);
      }
      return;
    }
    case 'card_declined_then_paid':
      await expectStatus(await pay(plan.declineCard), 402, 'paying with a declined card');
      await expectPaid(await pay(TEST_CARDS.visa), 'paying after the decline');
      return;
    case 'card_3ds':
    case 'card_3ds_failed_then_paid':
    case 'card_3ds_abandoned': {
      const challenged = await expectStatus(await pay(TEST_CARDS.threeDSecure), 200, 'paying with a 3-D Secure card');
      if (!challenged.requiresAction || typeof challenged.clientSecret !== 'string') {
        throw new Error(`a 3-D Secure card was answered without a challenge: ${JSON.stringify(challenged)}`);
      }
      if (plan.scenario === 'card_3ds_abandoned') return;
      // The cardholder takes a moment with the bank's page.
      await sleep(plan.challengeSeconds * 1000);
      const outcome = plan.scenario === 'card_3ds' ? 'complete' : 'fail';
      await authenticate(context.sandboxUrl, challenged.clientSecret, outcome);
      if (outcome === 'fail') await expectPaid(await pay(TEST_CARDS.visa), 'paying after a failed 3-D Secure challenge');
      return;
    }
    case 'bank':
    case 'bank_fails_late':
    case 'bank_payout_fails_refunded': {
      const token = await linkSandboxBank(context.sandboxUrl, plan.institution);
      const account = await linkedAccountNamed(client, token, plan.scenario === 'bank_fails_late' ? 'Sandbox Failing Checking' : 'Sandbox Checking');
      const paid = await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: account.id, access_token: token });
      await expectPaid(paid, 'paying by bank');
      return;
    }
    default: {
      const unhandled: never = plan.scenario;
      throw new Error(`no journey for ${String(unhandled)}`);
    }
  }
}

/** The transfer's id, as the checkout page reads it. */
async function checkoutTransferId(client: PatientBrowser, sessionId: string): Promise<string> {
  const session = await expectStatus(await client.get(`/api/checkout-session?session_id=${encodeURIComponent(sessionId)}`), 200, 'reading the checkout');
  return session.id as string;
}

/** Until the sender's transfer page shows the payment taken (no longer pending); within a minute. */
async function waitForPaid(client: PatientBrowser, transferId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const details = await expectStatus(await client.get(`/api/transactions/${transferId}`), 200, 'reading the transfer');
    if (details.status !== 'pending') return;
    if (Date.now() > deadline) throw new Error(`transfer ${transferId} still pending a minute after it was paid`);
    await sleep(50);
  }
}

/** A Ugandan recipient's MoMo MSISDN (their number in E.164 without the plus). */
export function momoMsisdn(recipientPhone: string): string {
  return `256${recipientPhone.slice(1)}`;
}

/** The sandbox's MoMo status lag for one number: its payouts accepted from now stay unknown to the status query for `forMs`. */
export async function statusLag(sandboxUrl: string, msisdn: string, forMs: number): Promise<void> {
  const response = await fetch(`${sandboxUrl}/api/payouts/status-lag`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'mtn-momo', msisdn, forMs }),
  });
  if (!response.ok) throw new Error(`the MoMo status lag for ${msisdn} answered ${response.status}: ${await response.text()}`);
}

/**
 * What Stripe.js's handleNextAction does in the browser, through the sandbox's hook: the
 * cardholder completes or fails the bank's 3-D Secure challenge.
 */
async function authenticate(sandboxUrl: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<void> {
  const paymentIntentId = clientSecret.split('_secret_')[0];
  const response = await fetch(`${sandboxUrl}/api/stripe/payment_intents/${paymentIntentId}/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (response.status !== 200) throw new Error(`the 3-D Secure challenge of ${paymentIntentId} answered ${response.status}: ${await response.text()}`);
}

async function expectStatus(response: Response, status: number, doing: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${doing} answered ${response.status} (expected ${status}): ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
