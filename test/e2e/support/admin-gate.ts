import type { Page } from 'playwright-core';
import type { OperatorRole } from '../../../src/admin/domain/operator.js';
import { authenticatorCode, seedOperator, type TestOperator } from '../../support/signed-in-operator.js';

/** A new operator with `role` (owner unless told) in the e2e stack's database. */
export function seedE2eOperator({ role = 'owner' }: { role?: OperatorRole } = {}): Promise<TestOperator> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run e2e tests through jest.e2e.config.js');
  return seedOperator(databaseUrl, { role });
}

/**
 * Signs in at the "Admin Access" gate shown on `page` as a user would: email, password and
 * the authenticator's current code, Enter, then the "Admin Access Granted" toast. Without an
 * operator, a new owner is seeded (each sign-in takes its own operator, so no code is replayed).
 */
export async function signInAtAdminGate(page: Page, operator?: TestOperator): Promise<TestOperator> {
  const who = operator ?? (await seedE2eOperator());
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Admin Password', { exact: true }).fill(who.password);
  await page.getByLabel('Authentication Code', { exact: true }).fill(await authenticatorCode(who.totpSecret));
  await page.getByLabel('Authentication Code', { exact: true }).press('Enter');
  await page.getByText('Admin Access Granted').waitFor();
  return who;
}
