import type { Browser, Locator, Page } from 'playwright-core';
import { seedE2eOperator, signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage, sandboxUrl } from './support/browser.js';
import { horizontalOverflow, PHONE_WIDTH } from './support/phone-sized.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

const DARAJA = 'Safaricom M-Pesa (Daraja) · KES';

/** The sandbox's control of the partners' balances (what M-Pesa holds for us). */
async function sandboxBalances(method: 'PUT' | 'POST', path: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandboxUrl()}/api/payouts/balances${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`sandbox ${method} balances${path} answered ${response.status}: ${await response.text()}`);
}

/** The admin area on a phone-sized window, past the operator sign-in gate, on `tab`. */
async function adminOn(browser: Browser, tab: string): Promise<Page> {
  const admin = await openPage(browser, '/admin', { width: PHONE_WIDTH });
  await signInAtAdminGate(admin);
  await admin.goto(`/admin/dashboard?tab=${tab}`);
  return admin;
}

/** Reloads `page` until `locator` holds `text`. */
async function reloadUntil(page: Page, locator: () => Locator, text: string | RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const target = locator();
    await target.first().waitFor();
    const shown = (await target.first().textContent()) ?? '';
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return;
    if (Date.now() > deadline) throw new Error(`never showed ${String(text)}; last: ${shown}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

describe('partner float through the admin area', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    // Should the test stop half-way, M-Pesa must not stay empty for the e2e files after this one.
    const { balances } = (await (await fetch(`${sandboxUrl()}/api/payouts/balances`)).json()) as { balances: { provider: string; currency: string; available: string }[] };
    const kes = balances.find((b) => b.provider === 'daraja' && b.currency === 'KES');
    if (kes && Number(kes.available) < 100_000) await sandboxBalances('PUT', '', { provider: 'daraja', currency: 'KES', amount: 10_000_000 });
  });

  it('M-Pesa runs out of our float: the rail pauses and the payout waits; the operator records a top-up on the Float page, M-Pesa credits it, it is confirmed, and the payout is delivered', async () => {
    // Our books still hold the opening float at M-Pesa, but M-Pesa itself holds nothing more for us.
    await sandboxBalances('PUT', '', { provider: 'daraja', currency: 'KES', amount: 0 });

    const { page: sender } = await signedInPage(browser, 'Halima', 'Yusuf');
    await fillTransfer(sender, { country: 'kenya', firstName: 'Otieno', lastName: 'Ochieng', phone: '0712 345 611' });
    const transferId = await payAndOpenDetails(sender);

    // The Float page on a phone: the rail paused, the payout waiting.
    const admin = await adminOn(browser, 'float');
    const daraja = () => admin.getByRole('region', { name: DARAJA });
    await reloadUntil(admin, daraja, '1 payout is waiting.');
    // What the books hold at M-Pesa now: the opening float less what the run's earlier files paid out in Kenya.
    const overview = (await (await admin.context().request.get('/api/admin/float')).json()) as { floats: { rail: string; currency: string; ledgerBalance: string }[] };
    const booksBefore = Number(overview.floats.find((f) => f.rail === 'daraja' && f.currency === 'KES')!.ledgerBalance);
    expect(await daraja().getByText('Paused', { exact: true }).count()).toBe(1);
    expect(await daraja().textContent()).toContain('the partner refused a payout for want of balance');
    expect(await horizontalOverflow(admin)).toEqual({ overflow: 0, culprits: [] });

    // The sender is told nothing failed: the transfer is on its way.
    await sender.reload();
    await sender.locator('[data-status]').first().waitFor();
    expect(await sender.locator('[data-status]').first().getAttribute('data-status')).toBe('processing');
    expect(await sender.getByTestId('delay-reason').count()).toBe(0);

    // The queue holds one float_low item for the rail, and none for the transfer.
    await admin.goto('/admin/dashboard?tab=attention');
    const lowFloat = admin.locator('tr[data-kind="float_low"]', { hasText: 'daraja KES' });
    await lowFloat.waitFor();
    // The books' figure is the opening float less what earlier files of the run paid out in Kenya.
    expect(await lowFloat.textContent()).toMatch(/refused a payout for want of balance; our books hold [\d,]+ KES there/);
    expect(await admin.locator(`tr[data-attention-key*="${transferId}"]`).count()).toBe(0);

    // The wire reaches M-Pesa, which credits our utility account.
    await sandboxBalances('POST', '/top-ups', { provider: 'daraja', currency: 'KES', amount: 1_000_000, reference: 'E2E-WIRE-KES-1' });

    await admin.goto('/admin/dashboard?tab=float');
    const form = admin.getByRole('form', { name: 'Record a top-up' });
    await form.getByLabel('Partner and currency').selectOption('daraja:KES');
    await form.getByLabel('Local amount (KES)').fill('1,000,000');
    await form.getByLabel('USD paid').fill('7736');
    await form.getByTestId('implied-rate').getByText('Implied rate: 1 USD = 129.2658 KES').waitFor();
    await form.getByRole('button', { name: 'Review top-up' }).click();
    // The bank reference is missing: said at the field, nothing asked yet.
    await form.getByText('Enter the bank reference of the wire').waitFor();
    expect(await admin.getByRole('alertdialog').count()).toBe(0);
    await form.getByLabel('Bank reference').fill('E2E-WIRE-KES-1');
    await form.getByLabel('Note (optional)').fill('Equity Bank wire');
    await form.getByRole('button', { name: 'Review top-up' }).click();
    const review = admin.getByRole('alertdialog', { name: 'Record this top-up?' });
    expect(await review.getByTestId('top-up-review').textContent()).toContain('1,000,000.00 KES');
    await review.getByRole('button', { name: 'Record top-up' }).click();
    await review.waitFor({ state: 'detached' });
    const topUp = admin.getByTestId('top-up-E2E-WIRE-KES-1');
    await topUp.getByText('Pending').waitFor();

    // M-Pesa answers the balance query by callback; then the operator confirms the top-up the balance shows.
    await admin.getByRole('button', { name: 'Check balances now' }).click();
    await admin.getByText('Safaricom M-Pesa (Daraja): asked; its answer comes by callback').waitFor();
    await reloadUntil(admin, daraja, 'Partner reports1,000,000.00 KES');
    // Confirming by hand needs a second finance operator (four eyes): proposed with why, then approved.
    await admin.getByRole('button', { name: 'Confirm top-up E2E-WIRE-KES-1' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Confirm this top-up?' });
    await confirm.getByLabel('Why (for the approving operator)').fill('The M-Pesa balance shows the wire');
    await confirm.getByRole('button', { name: 'Confirm top-up' }).click();
    await admin.getByTestId('top-up-E2E-WIRE-KES-1').getByText(/Waiting for approval: confirming, proposed by/).waitFor();
    expect(await admin.getByTestId('top-up-E2E-WIRE-KES-1').getByText('Pending').count()).toBe(1);
    const approver = await openPage(browser, '/admin?tab=approvals');
    await signInAtAdminGate(approver, await seedE2eOperator({ role: 'finance' }));
    const proposal = approver.locator('tr[data-approval-id]', { hasText: 'E2E-WIRE-KES-1' });
    await proposal.getByText('1,000,000.00 KES', { exact: true }).waitFor();
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await approver.getByText(/The top-up E2E-WIRE-KES-1 is confirmed/).waitFor();
    await approver.context().close();
    await reloadUntil(admin, () => admin.getByTestId('top-up-E2E-WIRE-KES-1'), 'Confirmed');

    // The rail resumes by itself and the waiting payout is delivered, as a new attempt.
    await waitForStatus(sender, 'completed');
    // The payout of 12,925 KES left the float: what the books held + 1,000,000 topped up − 12,925.
    const booksAfter = (booksBefore + 1_000_000 - 12_925).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await reloadUntil(admin, daraja, `Ledger balance${booksAfter} KES`);
    expect(await daraja().textContent()).toContain('Running');
    expect(await daraja().textContent()).not.toContain('waiting');
    const timeline = (await (await admin.context().request.get(`/api/admin/transactions/${transferId}/timeline`)).json()) as {
      payoutAttempts: { attempt: number; state: string; rail: string }[];
    };
    expect(timeline.payoutAttempts.map((a) => [a.attempt, a.state, a.rail])).toEqual([
      [1, 'failed', 'daraja'],
      [2, 'delivered', 'daraja'],
    ]);
    await admin.goto('/admin/dashboard?tab=attention');
    // On a phone the sections are a select (issue #29), not a row of tabs.
    await admin.getByLabel('Admin section', { exact: true }).getByRole('option', { name: /Needs attention/, selected: true }).waitFor({ state: 'attached' });
    await admin.waitForTimeout(500);
    expect(await admin.locator('tr[data-kind="float_low"]', { hasText: 'daraja KES' }).count()).toBe(0);
    await admin.context().close();
    await sender.context().close();
  });
});
