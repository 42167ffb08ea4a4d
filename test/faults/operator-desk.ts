import { PatientBrowser, momoMsisdn, statusLag } from './sender-journeys.js';
import { signInAsOperator } from './signed-in-operator.js';
import { SCENARIOS, type PlannedTransfer } from './transfer-plan.js';

interface AttentionItem {
  key: string;
  kind: string;
  title: string;
  transfer: { id: string } | null;
  alert?: { id: string; kind: string };
}

/** The note the operator resolves an expected "paid twice" alert with. */
export const PAID_TWICE_NOTE = 'Fault run: the second payout was recovered from the recipient through the partner.';

/**
 * The people around the system while it runs, each acting only on the transfers whose scenario
 * gives them a part (`planOf`), and noting anything else the queue shows without acting on it:
 *
 * - the operator, from the "Needs attention" queue: refunds the payouts that cannot be delivered
 *   (the scenarios that end refunded); retries the first payout of `retry_races_late_news` after
 *   a moment's reading (`race.delaySeconds`), by the same method (MoMo, whose status lag for the
 *   number is lifted first, so that only the first attempt is hidden) or, after a Thunes
 *   reversal, to a bank account; retries the refund of `refund_fails_later` once Stripe failed it;
 *   and at the end (`resolveAlerts`) resolves, with a note, the "paid twice" alerts of
 *   `retry_races_late_news` transfers: only those;
 * - Stripe, for `refund_fails_later`: fails the transfer's first refund once it succeeded, after
 *   `race.delaySeconds` (the sandbox's `POST /api/stripe/refunds/{id}/fail`, as a card refund
 *   that fails days later);
 * - the recipients, who collect cash at the agent once it waits for them.
 */
export class OperatorDesk {
  /** Transfer ids the operator refunded, with the answer to the action. */
  readonly refunded = new Map<string, string>();
  /** retry_races_late_news: transfer ids whose first payout the operator retried, with the answer (`done`, or `already_done` when late news had completed it). */
  readonly retried = new Map<string, string>();
  /** refund_fails_later: transfer id -> the Stripe refund failed after it succeeded. */
  readonly refundsFailed = new Map<string, string>();
  /** refund_fails_later: transfer ids whose refund the operator retried from the queue (refund_refused), with the answer. */
  readonly refundsRetried = new Map<string, string>();
  /** Money alerts the queue showed that the desk expects (paid twice, retry_races_late_news): alert id -> transfer id. */
  readonly expectedAlerts = new Map<string, string>();
  /** Alerts resolved at the end: alert id -> transfer id. */
  readonly alertsResolved = new Map<string, string>();
  /** Everything else the queue showed while things moved (key -> "kind: title"), and the desk's own troubles. */
  readonly otherItems = new Map<string, string>();
  readonly collected = new Set<string>();
  private readonly admin: PatientBrowser;
  /** A second operator, who approves what the first proposes (four eyes, issue #25: another destination for a payout). */
  private readonly approver: PatientBrowser;
  /** When an item (or a succeeded refund) was first seen: the moment the person's reading starts. */
  private readonly firstSeen = new Map<string, number>();
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    balancerUrl: string,
    private readonly sandboxUrl: string,
    /** The planned transfer behind one of our transfer ids (undefined: not known yet, or not ours). */
    private readonly planOf: (transferId: string) => PlannedTransfer | undefined,
    /** Our transfer ids, to recognise the cash that waits for our recipients. */
    private readonly ours: (transferId: string) => boolean,
    /** The run's database, where the desk's operator is seeded. */
    private readonly databaseUrl: string,
  ) {
    this.admin = new PatientBrowser(balancerUrl, '192.0.2.10');
    this.approver = new PatientBrowser(balancerUrl, '192.0.2.12');
  }

  async start(): Promise<void> {
    await signInAsOperator(this.admin, this.databaseUrl);
    await signInAsOperator(this.approver, this.databaseUrl);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  /**
   * At the end, once nothing moves: resolves with a note each "paid twice" alert of a
   * retry_races_late_news transfer (the money was settled outside the product). Any other alert
   * stays in the queue for the closing table.
   */
  async resolveAlerts(): Promise<void> {
    for (const item of await this.items()) {
      const transferId = item.transfer?.id;
      if (item.kind !== 'money_alert' || !transferId || !this.expectedAlert(item)) continue;
      const acted = await this.admin.post('/api/admin/attention/actions', { key: item.key, action: 'resolve_alert', note: PAID_TWICE_NOTE });
      const body = (await acted.json()) as { outcome?: string };
      if (acted.status === 200) this.alertsResolved.set(item.alert!.id, transferId);
      else this.otherItems.set(`resolve ${item.key}`, `answered ${acted.status}: ${JSON.stringify(body)}`);
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.workTheQueue();
        await this.failRefunds();
        await this.collectCash();
      } catch (error) {
        this.otherItems.set(`desk error`, (error as Error).message);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  private async items(): Promise<AttentionItem[]> {
    const response = await this.admin.get('/api/admin/attention');
    if (response.status !== 200) {
      await response.arrayBuffer();
      return [];
    }
    return ((await response.json()) as { items: AttentionItem[] }).items;
  }

  private async workTheQueue(): Promise<void> {
    for (const item of await this.items()) {
      const transferId = item.transfer?.id;
      const plan = transferId ? this.planOf(transferId) : undefined;
      if (!transferId || !plan || !(await this.act(item, transferId, plan))) {
        if (!this.otherItems.has(item.key)) this.otherItems.set(item.key, `${item.kind}: ${item.title}`);
      }
    }
  }

  /** The operator's part in the item, if the transfer's scenario gives one; answers whether it is theirs. */
  private async act(item: AttentionItem, transferId: string, plan: PlannedTransfer): Promise<boolean> {
    const attempt = item.kind === 'payout_failed' ? Number(item.key.split(':').at(-1)) : null;
    if (item.kind === 'payout_failed' && SCENARIOS[plan.scenario].refunded) {
      if (!this.refunded.has(transferId)) {
        const outcome = await this.decide(item, { action: 'refund' });
        if (outcome !== null) this.refunded.set(transferId, outcome);
      }
      return true;
    }
    if (item.kind === 'payout_failed' && plan.scenario === 'retry_races_late_news' && attempt === 1) {
      if (this.retried.has(transferId) || !this.readFor(item.key, plan.race!.delaySeconds)) return true;
      let outcome: string | null;
      if (plan.race!.kind === 'thunes_reversal') {
        // Thunes took the telebirr payout back: sent again to the recipient's bank account.
        outcome = await this.decide(item, {
          action: 'retry_payout_other_method',
          destination: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: bankAccountFor(transferId) },
        });
      } else {
        // MoMo no longer hides new payouts to the number (the first attempt keeps its lag): the retry is seen at once.
        await statusLag(this.sandboxUrl, momoMsisdn(plan.recipientPhone), 1);
        outcome = await this.decide(item, { action: 'retry_payout' });
      }
      if (outcome !== null) this.retried.set(transferId, outcome);
      return true;
    }
    if (item.kind === 'refund_refused' && plan.scenario === 'refund_fails_later' && this.refundsFailed.has(transferId)) {
      if (!this.refundsRetried.has(transferId)) {
        const outcome = await this.decide(item, { action: 'retry_refund' });
        if (outcome !== null) this.refundsRetried.set(transferId, outcome);
      }
      return true;
    }
    if (item.kind === 'money_alert' && this.expectedAlert(item)) {
      this.expectedAlerts.set(item.alert!.id, transferId);
      return true;
    }
    return false;
  }

  /** A "paid twice" alert of a transfer whose scenario may pay twice (the operator's retry racing late news). */
  private expectedAlert(item: AttentionItem): boolean {
    const plan = item.transfer ? this.planOf(item.transfer.id) : undefined;
    return plan?.scenario === 'retry_races_late_news' && item.alert?.kind === 'paid_twice';
  }

  /** Whether the person has looked at `key` for `seconds` since first seeing it. */
  private readFor(key: string, seconds: number): boolean {
    const seen = this.firstSeen.get(key) ?? Date.now();
    this.firstSeen.set(key, seen);
    return Date.now() - seen >= seconds * 1000;
  }

  /** Takes an action on an item; answers its outcome, or null (noted) when it was refused. */
  /**
   * Takes the action; one that needs a second operator (202, waiting for approval) is approved
   * at once by the desk's second operator, whose answer is then the action's.
   */
  private async decide(item: AttentionItem, request: { action: string; destination?: object; note?: string }): Promise<string | null> {
    const acted = await this.admin.post('/api/admin/attention/actions', { key: item.key, proposalNote: 'Fault run: the operator desk', ...request });
    const body = (await acted.json()) as { outcome?: string; message?: string; approvalId?: string };
    if (acted.status === 200) return body.outcome ?? '';
    if (acted.status === 202 && body.approvalId) {
      const approved = await this.approver.post(`/api/admin/approvals/${body.approvalId}/approve`, {});
      const decision = (await approved.json()) as { outcome?: string };
      if (approved.status === 200) return decision.outcome ?? '';
      this.otherItems.set(`approve ${request.action} ${item.key}`, `answered ${approved.status}: ${JSON.stringify(decision)}`);
      return null;
    }
    this.otherItems.set(`${request.action} ${item.key}`, `answered ${acted.status}: ${JSON.stringify(body)}`);
    return null;
  }

  /**
   * refund_fails_later: Stripe fails the transfer's first refund some time after it succeeded,
   * as a card refund can (the sandbox's hook; the product hears refund.updated / refund.failed
   * and, when it asks, the failed refund).
   */
  private async failRefunds(): Promise<void> {
    const waiting = [...this.refunded.keys()].filter((id) => this.planOf(id)?.scenario === 'refund_fails_later' && !this.refundsFailed.has(id));
    if (waiting.length === 0) return;
    const refunds = (await (await fetch(`${this.sandboxUrl}/api/stripe/refunds`)).json()) as Array<{ id: string; status: string; created: number; metadata?: Record<string, string> }>;
    for (const transferId of waiting) {
      const first = refunds.filter((r) => r.metadata?.['transferId'] === transferId).sort((a, b) => a.created - b.created || a.id.localeCompare(b.id))[0];
      if (!first || first.status !== 'succeeded' || !this.readFor(`refund ${first.id}`, this.planOf(transferId)!.race!.delaySeconds)) continue;
      const failed = await fetch(`${this.sandboxUrl}/api/stripe/refunds/${first.id}/fail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failure_reason: 'expired_or_canceled_card' }),
      });
      if (failed.status === 200) this.refundsFailed.set(transferId, first.id);
      else this.otherItems.set(`fail refund ${first.id}`, `answered ${failed.status}: ${await failed.text()}`);
    }
  }

  /** Eritrea: a recipient walks into the agent once the cash waits (Thunes 60000 AVAILABLE or 20150 waiting for pickup). */
  private async collectCash(): Promise<void> {
    const response = await fetch(`${this.sandboxUrl}/api/thunes/transactions`);
    const transactions = (await response.json()) as Array<{ id: string | number; external_id: string; status: string }>;
    for (const transaction of transactions) {
      const transferId = transaction.external_id.replace(/-r\d+$/, '');
      if (!['60000', '20150'].includes(String(transaction.status)) || !this.ours(transferId) || this.collected.has(transferId)) continue;
      const collected = await fetch(`${this.sandboxUrl}/api/thunes/transactions/${transaction.id}/collect`, { method: 'POST' });
      if (collected.status === 200) this.collected.add(transferId);
      else this.otherItems.set(`collect ${transferId}`, `answered ${collected.status}: ${await collected.text()}`);
    }
  }
}

/** A Commercial Bank of Ethiopia account (13 digits, 1000...) of the recipient, from the transfer id: its last six digits none of the sandbox's test values. */
function bankAccountFor(transferId: string): string {
  const n = parseInt(transferId.replace(/-/g, '').slice(0, 12), 16);
  return `1000${String(n % 1000).padStart(3, '0')}${100_000 + (Math.floor(n / 1000) % 800_000)}`;
}
