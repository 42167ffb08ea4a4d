import type pg from 'pg';
import type { BrowserLikeClient } from './browser-like-client.js';
import type { InProcessStack } from './in-process-stack.js';
import { linkSandboxBank, linkedAccountNamed } from './sandbox-payments.js';
import { signUpAndSignIn } from './signed-in-user.js';
import { quotedTransferRequest, transferRow } from './transfer-fixtures.js';

export interface BankPaidTransfer {
  id: string;
  sessionId: string;
  /** The ACH debit's PaymentIntent, to settle or return with the sandbox's hooks. */
  paymentIntentId: string;
}

/**
 * A new sender (signed in on `client`) links the sandbox bank and debits its checking account
 * for $100 (fee $5) to an M-Pesa recipient; answers once the debit is in flight.
 */
export async function payFromLinkedBank(stack: InProcessStack, db: pg.Client, client: BrowserLikeClient, recipientPhone: string): Promise<BankPaidTransfer> {
  await signUpAndSignIn(stack, client);
  const created = await client.post('/api/create-teller-session', await quotedTransferRequest(client, { method: 'ach', recipientPhone }));
  const { sessionId } = (await created.json()) as { sessionId: string };
  const token = await linkSandboxBank(stack.sandboxUrl);
  const account = await linkedAccountNamed(client, token, 'Sandbox Checking');
  const paid = await client.post('/api/process-teller-payment', { session_id: sessionId, account_id: account.id, access_token: token });
  if (paid.status !== 200) throw new Error(`process-teller-payment answered ${paid.status}: ${await paid.text()}`);
  const row = await transferRow(db, sessionId);
  return { id: row.id, sessionId, paymentIntentId: row.provider_transfer_id };
}
