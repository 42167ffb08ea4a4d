import pg from 'pg';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import { TEST_CARDS, tokenizeCard } from '../support/card-tokens.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { signUpAndSignIn } from '../support/signed-in-user.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { quotedTransferRequest, transferRow } from '../support/transfer-fixtures.js';

let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => ({ stack, db } = await startStackAndDatabase()));
afterAll(() => stopStackAndDatabase({ stack, db }));

let addresses = 0;
const newClient = () => new BrowserLikeClient(stack.apiUrl, `198.18.31.${(addresses += 1)}`);
const AMEX = '378282246310005';

/** Issue #29: "Visa and Mastercard" is what the checkout says, so it is what the checkout charges. */
describe('card brands at checkout', () => {
  it('refuses an American Express card before charging it, saves nothing, and takes a Visa next', async () => {
    const client = newClient();
    await signUpAndSignIn(stack, client);
    const created = await client.post('/api/create-card-session', await quotedTransferRequest(client));
    expect(created.status).toBe(201);
    const { sessionId } = (await created.json()) as { sessionId: string };

    const amex = await client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, AMEX),
      savePaymentMethod: true,
    });
    expect(amex.status).toBe(400);
    expect(await amex.json()).toMatchObject({ code: 'PAYMENT_METHOD.UNSUPPORTED_CARD', message: 'Only Visa and Mastercard are accepted.' });
    const refused = await transferRow(db, sessionId);
    expect(refused).toMatchObject({ status: 'pending', provider_transfer_id: null });
    expect(await (await client.get('/api/payment-methods')).json()).toEqual([]);

    const visa = await client.post('/api/process-card-payment', {
      session_id: sessionId,
      paymentMethodId: await tokenizeCard(stack.sandboxUrl, TEST_CARDS.visa),
      savePaymentMethod: true,
    });
    expect(visa.status).toBe(200);
    expect(await (await client.get('/api/payment-methods')).json()).toEqual([expect.objectContaining({ type: 'card', name: 'Visa •••• 4242' })]);
  });
});
