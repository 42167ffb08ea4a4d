import type { Browser, Page } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage, sandboxUrl } from './support/browser.js';

async function adminTab(browser: Browser, tab: string): Promise<Page> {
  const admin = await openPage(browser, `/admin?tab=${tab}`);
  await signInAtAdminGate(admin);
  await admin.getByRole('tab', { name: 'Reconciliation' }).waitFor();
  return admin;
}

describe('the operator reconciles the books with Stripe from the admin area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('runs reconciliation, sees a charge the product never saw as a break with both sides, and explains it', async () => {
    const planted = (await (
      await fetch(`${sandboxUrl()}/api/stripe/charges/plant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 4_321 }) })
    ).json()) as { charge: { id: string }; balanceTransaction: { id: string } };

    const admin = await adminTab(browser, 'reconciliation');
    await admin.getByRole('button', { name: 'Run reconciliation now' }).click();
    await admin.getByText('Reconciliation done').waitFor();
    const listed = admin.locator(`li[data-break-key="charge:${planted.charge.id}"]`);
    await listed.waitFor();
    expect(await listed.textContent()).toContain('open');
    expect(await listed.textContent()).toContain('$43.21');
    expect(await listed.textContent()).toContain(planted.balanceTransaction.id);
    expect(await listed.textContent()).toContain('No entry.');

    await admin.getByRole('tab', { name: /Needs attention/ }).click();
    const row = admin.locator('tr[data-kind="reconciliation_break"]').filter({ hasText: planted.balanceTransaction.id });
    await row.waitFor();
    expect(await row.textContent()).toContain('Reconciliation: Stripe moved money the books do not show');
    expect(await row.textContent()).toContain('Difference $43.21');

    await row.getByRole('button', { name: 'Explain' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Explain' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Say why, for the record (at least 3 characters)').waitFor();
    await dialog.getByLabel('Note').fill('Test charge made from the Stripe dashboard');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('The break is explained.').waitFor();
    await row.waitFor({ state: 'detached' });

    await admin.getByRole('tab', { name: 'Reconciliation' }).click();
    const explained = admin.locator(`li[data-break-key="charge:${planted.charge.id}"]`);
    await explained.getByText('Note: Test charge made from the Stripe dashboard').waitFor();
    expect(await explained.textContent()).toContain('explained');
  });
});
