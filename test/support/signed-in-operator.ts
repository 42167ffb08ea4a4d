import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { loadEnvironment } from '../../src/config/load-environment.js';
import type { OperatorRole } from '../../src/admin/domain/operator.js';
import { OperatorAccounts } from '../../src/admin/operator-accounts.service.js';
import { openOperatorAccounts } from '../../src/admin/operator-accounts.standalone.js';
import type { BrowserLikeClient } from './browser-like-client.js';
import type { InProcessStack } from './in-process-stack.js';

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  role: OperatorRole;
  totpSecret: string;
}

/** The authenticator's code for `secret`, `steps` time steps (30 s) from now. */
export function authenticatorCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A new active operator with `role` and a random email, made by `operators`. */
async function newOperator(operators: OperatorAccounts, role: OperatorRole): Promise<TestOperator> {
  const email = `operator.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'operator pass 1';
  const created = await operators.create({ email, password, role });
  return { id: created.id, email, password, role, totpSecret: created.totpSecret };
}

/** A new active operator with `role`, created through the api's own OperatorAccounts (its database). */
export function createOperator(stack: Pick<InProcessStack, 'api'>, { role = 'owner' }: { role?: OperatorRole } = {}): Promise<TestOperator> {
  return newOperator(stack.api.get(OperatorAccounts), role);
}

/**
 * A new active operator with `role` in the database of a stack running in other processes
 * (e2e, the fault suite, the bench), sealed with the ENCRYPTION_KEY those processes get from
 * the same environment (the test default unless one is set).
 */
export async function seedOperator(databaseUrl: string, { role = 'owner' }: { role?: OperatorRole } = {}): Promise<TestOperator> {
  const accounts = await openOperatorAccounts(loadEnvironment({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl }));
  try {
    return await newOperator(accounts.operators, role);
  } finally {
    await accounts.close();
  }
}

/** Signs `operator` in on `client` with their password and the authenticator's current code. */
export async function signInOperator(client: BrowserLikeClient, operator: TestOperator): Promise<void> {
  const signedIn = await client.post('/api/admin/session', { email: operator.email, password: operator.password, code: await authenticatorCode(operator.totpSecret) });
  if (signedIn.status !== 200) throw new Error(`operator sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
}

/**
 * A new operator with `role` (owner unless told), signed in on `client` with their password and
 * the authenticator's current code. Each call makes a new operator, so no code is replayed.
 */
export async function signInAsOperator(
  stack: Pick<InProcessStack, 'api'>,
  client: BrowserLikeClient,
  { role = 'owner' }: { role?: OperatorRole } = {},
): Promise<TestOperator> {
  const operator = await createOperator(stack, { role });
  await signInOperator(client, operator);
  return operator;
}
