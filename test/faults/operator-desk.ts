import { ADMIN_PASSWORD } from './fault-stack.js';
import { PatientBrowser } from './sender-journeys.js';

interface AttentionItem {
  key: string;
  kind: string;
  title: string;
  transfer: { id: string } | null;
}

/**
 * The people around the system while it runs: an operator who refunds the payouts that
 * cannot be delivered (the recipients whose numbers no partner pays) from the "Needs
 * attention" queue, and the recipients who collect cash at the agent once it waits for them.
 * Anything else the queue shows is noted, not acted on.
 */
export class OperatorDesk {
  /** Transfer ids the operator refunded, with the answer to the action. */
  readonly refunded = new Map<string, string>();
  /** Everything else the queue showed while things moved (key -> "kind: title"), and the desk's own troubles. */
  readonly otherItems = new Map<string, string>();
  readonly collected = new Set<string>();
  private readonly admin: PatientBrowser;
  private stopped = false;
  private loop: Promise<void> | null = null;

  constructor(
    balancerUrl: string,
    private readonly sandboxUrl: string,
    /** Whether the operator is to refund this transfer's failed payout (its recipient cannot be paid). */
    private readonly refundable: (transferId: string) => boolean,
    /** Our transfer ids, to recognise the cash that waits for our recipients. */
    private readonly ours: (transferId: string) => boolean,
  ) {
    this.admin = new PatientBrowser(balancerUrl, '192.0.2.10');
  }

  async start(): Promise<void> {
    const signedIn = await this.admin.post('/api/admin/session', { password: ADMIN_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`admin sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.workTheQueue();
        await this.collectCash();
      } catch (error) {
        this.otherItems.set(`desk error`, (error as Error).message);
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }

  private async workTheQueue(): Promise<void> {
    const response = await this.admin.get('/api/admin/attention');
    if (response.status !== 200) {
      await response.arrayBuffer();
      return;
    }
    const { items } = (await response.json()) as { items: AttentionItem[] };
    for (const item of items) {
      const transferId = item.transfer?.id;
      if (item.kind === 'payout_failed' && transferId && this.refundable(transferId) && !this.refunded.has(transferId)) {
        const acted = await this.admin.post('/api/admin/attention/actions', { key: item.key, action: 'refund' });
        const body = (await acted.json()) as { outcome?: string; message?: string };
        if (acted.status === 200) this.refunded.set(transferId, body.outcome ?? '');
        else this.otherItems.set(`refund ${item.key}`, `answered ${acted.status}: ${JSON.stringify(body)}`);
      } else if (item.kind !== 'payout_failed' || !transferId || !this.refundable(transferId)) {
        if (!this.otherItems.has(item.key)) this.otherItems.set(item.key, `${item.kind}: ${item.title}`);
      }
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
