import type pg from 'pg';
import type { BrowserLikeClient } from './browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from './card-tokens.js';
import type { InProcessStack } from './in-process-stack.js';
import { signUpAndSignIn } from './signed-in-user.js';
import { quotedTransferRequest, transferRow, type TestDelivery } from './transfer-fixtures.js';

export interface CardPaidTransfer {
  client: BrowserLikeClient;
  sessionId: string;
  id: string;
}

/**
 * A new sender (signed in on `client`) pays $amount by `card` to a recipient in `country`
 * paid by `delivery`; answers once the api accepted the payment.
 */
export async function payByCard(
  stack: InProcessStack,
  db: pg.Client,
  client: BrowserLikeClient,
  { country, recipientPhone, delivery = {}, amount = 100, card = TEST_CARDS.visa }: { country: string; recipientPhone: string; delivery?: TestDelivery; amount?: number; card?: string },
): Promise<CardPaidTransfer> {
  await signUpAndSignIn(stack, client);
  return payAgainByCard(stack, db, client, { country, recipientPhone, delivery, amount, card });
}

/** The same sender, signed in on `client`, pays another transfer; throws with the api's answer when it is refused. */
export async function payAgainByCard(
  stack: InProcessStack,
  db: pg.Client,
  client: BrowserLikeClient,
  { country, recipientPhone, delivery = {}, amount = 100, card = TEST_CARDS.visa }: { country: string; recipientPhone: string; delivery?: TestDelivery; amount?: number; card?: string },
): Promise<CardPaidTransfer> {
  const created = await client.post('/api/create-card-session', await quotedTransferRequest(client, { country, recipientPhone, delivery, amount }));
  if (created.status !== 201) throw new Error(`create-card-session answered ${created.status}: ${await created.text()}`);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const paid = await client.post('/api/process-card-payment', { session_id: sessionId, paymentMethodId: await tokenizeCard(stack.sandboxUrl, card) });
  if (paid.status !== 200) throw new Error(`process-card-payment answered ${paid.status}: ${await paid.text()}`);
  return { client, sessionId, id: (await transferRow(db, sessionId)).id };
}

/** Polls `check` every 100 ms until it holds; fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
