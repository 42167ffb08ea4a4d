import { authenticatorCode, seedOperator } from '../support/signed-in-operator.js';
import type { PatientBrowser } from './sender-journeys.js';

/**
 * Signs `browser` in at the admin gate as a new owner seeded into the fault run's database
 * (`databaseUrl`): email, password and the authenticator's current code, as an operator would.
 */
export async function signInAsOperator(browser: PatientBrowser, databaseUrl: string): Promise<void> {
  const operator = await seedOperator(databaseUrl);
  const signedIn = await browser.post('/api/admin/session', { email: operator.email, password: operator.password, code: await authenticatorCode(operator.totpSecret) });
  if (signedIn.status !== 200) throw new Error(`operator sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
}
