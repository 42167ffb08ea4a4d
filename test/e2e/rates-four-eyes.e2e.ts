import type { Browser } from 'playwright-core';
import { seedE2eOperator, signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage } from './support/browser.js';

/**
 * Issue #25 item 2, four eyes on rates: a rate further from its currency's cost than the
 * approval band (FX_RATE_APPROVAL_BAND_BPS, 5%) is proposed by one finance operator, waits in
 * "Waiting for approval" with the rate unchanged, and is set once a second finance operator
 * approves it. The rate is put back (within the band: at once) for the other journeys.
 */
describe('a rate beyond the approval band', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is proposed by one finance operator, shown as waiting, and set once another finance operator approves it', async () => {
    const proposer = await openPage(browser, '/admin?tab=rates');
    await signInAtAdminGate(proposer, await seedE2eOperator({ role: 'finance' }));
    const costs = (await (await proposer.context().request.get('/api/admin/rates/costs')).json()) as { currencies: { country: string; cost: { rate: number } | null }[] };
    const before = (await (await proposer.context().request.get('/api/rates')).json()) as { kenya: number };
    const cost = costs.currencies.find((c) => c.country === 'kenya')!.cost!.rate;
    const far = (Math.round(cost * 108) / 100).toFixed(2);

    // The rates tab says where a rate is set at once; 8% from the cost asks why, then waits.
    await proposer.locator('li[data-country="kenya"]').getByText(/set at once from .* \(±5%\); further, another finance operator approves/).waitFor();
    await proposer.getByLabel('Country', { exact: true }).selectOption('kenya');
    await proposer.getByLabel('New Rate', { exact: true }).fill(far);
    await proposer.getByRole('region', { name: 'Update Exchange Rate' }).getByLabel('Why (for the approving operator)').fill('Safaricom repriced KES this morning');
    await proposer.getByRole('button', { name: 'Update Rate' }).click();
    await proposer.getByText(/^Waiting for approval: 1 USD = [\d.]+ KES for Kenya\. This rate waits for approval by another finance operator/).waitFor();
    expect(((await (await proposer.context().request.get('/api/rates')).json()) as { kenya: number }).kenya).toBe(before.kenya);

    // The proposer sees it as theirs in the Waiting for approval tab: no Approve, but Withdraw.
    await proposer.goto('/admin?tab=approvals');
    const own = proposer.locator('tr[data-approval-id][data-status="pending"]', { hasText: 'Change exchange rates' });
    await own.getByText('Waiting for another operator').waitFor();
    expect(await own.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Withdraw: Change exchange rates' }).count()).toBe(1);

    // A second finance operator reads old → new and approves: the rate is set.
    const approver = await openPage(browser, '/admin?tab=approvals');
    await signInAtAdminGate(approver, await seedE2eOperator({ role: 'finance' }));
    const proposal = approver.locator('tr[data-approval-id][data-status="pending"]', { hasText: 'Change exchange rates' });
    await proposal.getByRole('list', { name: 'Rates proposed' }).getByText(/kenya: [\d.,]+ → /).waitFor();
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await approver.getByText('Exchange rate updated').first().waitFor();
    expect(((await (await approver.context().request.get('/api/rates')).json()) as { kenya: number }).kenya).toBe(Number(far));

    // Back to the rate before (within the band: set at once).
    await approver.goto('/admin?tab=rates');
    await approver.getByLabel('Country', { exact: true }).selectOption('kenya');
    await approver.getByLabel('New Rate', { exact: true }).fill(String(before.kenya));
    await approver.getByRole('button', { name: 'Update Rate' }).click();
    await approver.getByText('Exchange rate updated').first().waitFor();
    await proposer.context().close();
    await approver.context().close();
  });
});
