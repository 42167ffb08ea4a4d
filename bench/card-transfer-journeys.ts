import { TEST_CARDS, tokenizeCard } from '../test/support/card-tokens.js';
import type { BenchSender } from './bench-senders.js';

/** What the send screen posts to create a checkout (a quote's figures, the sender and the recipient). */
export type CheckoutRequest = Record<string, unknown>;

export interface JourneyPlan {
  apiUrl: string;
  sandboxUrl: string;
  senders: BenchSender[];
  request: CheckoutRequest;
  /** Transfers to send in all, and how many senders send at once. */
  transfers: number;
  atOnce: number;
  /** Keeps one run's Idempotency-Keys apart from another's. */
  tag: string;
}

/**
 * Senders paying card transfers as the browser does, `atOnce` at a time, until `transfers`
 * were paid: each creates its checkout (`POST /api/create-card-session`, with its session and
 * CSRF cookies and a new Idempotency-Key), tokenizes the card at the card provider (the
 * sandbox) and pays (`POST /api/process-card-payment`). What follows (the provider's webhook,
 * settlement, payout, the partner's callback, receipts) is the system's own work. Answers the
 * checkout session ids; throws at the first answer that is not the browser's.
 */
export async function payCardTransfers(plan: JourneyPlan): Promise<string[]> {
  const sessionIds: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: plan.atOnce }, async (_, lane) => {
      const sender = plan.senders[lane % plan.senders.length];
      for (let n = next++; n < plan.transfers; n = next++) sessionIds.push(await payOne(plan, sender, `${plan.tag}-${n}`));
    }),
  );
  return sessionIds;
}

async function payOne({ apiUrl, sandboxUrl, request }: JourneyPlan, sender: BenchSender, key: string): Promise<string> {
  const headers = { 'content-type': 'application/json', cookie: sender.cookie, 'x-csrf-token': sender.csrfToken };
  const created = await fetch(`${apiUrl}/api/create-card-session`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-capacity-${key}` },
    body: JSON.stringify(request),
  });
  if (created.status !== 201) throw new Error(`create-card-session answered ${created.status}: ${await created.text()}`);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paymentMethodId = await tokenizeCard(sandboxUrl, TEST_CARDS.visa);
  const paid = await fetch(`${apiUrl}/api/process-card-payment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ session_id: sessionId, paymentMethodId }),
  });
  if (paid.status !== 200) throw new Error(`process-card-payment answered ${paid.status}: ${await paid.text()}`);
  return sessionId;
}
