import type { Browser, Page } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage, sandboxUrl } from './support/browser.js';
import { payWithCard } from './support/card-form.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

/** The admin area's Needs attention tab, past the operator sign-in gate. */
async function attentionTab(browser: Browser): Promise<Page> {
  const admin = await openPage(browser, '/admin?tab=attention');
  await signInAtAdminGate(admin);
  await admin.getByRole('table', { name: 'Needs attention' }).or(admin.getByText('Nothing needs attention.')).first().waitFor();
  return admin;
}

/** The queue's row of `key`, refreshing the list until it is there. */
async function rowOf(admin: Page, key: string) {
  const row = admin.locator(`tr[data-attention-key="${key}"]`);
  const deadline = Date.now() + 30_000;
  while ((await row.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${key} never reached the queue`);
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await admin.waitForTimeout(500);
  }
  return row;
}

/** Reloads the sender's details page until `testId` shows `text`. */
async function waitForNote(page: Page, testId: string, text: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.locator('[data-status]').first().waitFor();
    const note = page.getByTestId(testId);
    if ((await note.count()) > 0 && (await note.textContent())?.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`${testId} never said "${text}"`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

describe('the operator handles what needs a person from the Needs attention tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sends a failed payout again by another delivery method: the sender sees it delayed, then delivered', async () => {
    const { page } = await signedInPage(browser);
    // A barred telebirr wallet: the aggregator refuses it.
    await fillTransfer(page, { country: 'ethiopia', firstName: 'Abebe', lastName: 'Bikila', phone: '0911 000 201' }, async () => {
      await page.getByRole('radio', { name: 'telebirr' }).check();
    });
    const transferId = await payAndOpenDetails(page);
    await waitForNote(page, 'delay-reason', 'Our team will try again or refund your payment');
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('processing');

    const admin = await attentionTab(browser);
    const row = await rowOf(admin, `payout_failed:${transferId}:1`);
    expect(await row.textContent()).toContain('Payout failed (telebirr)');
    expect(await row.textContent()).toContain('Abebe Bikila');

    await row.getByRole('button', { name: 'Timeline' }).click();
    const timeline = admin.getByRole('dialog', { name: 'Transfer timeline' });
    await timeline.getByText(/Payout failed \(recipient blocked\)/).waitFor();
    // The attempt as a record: its reference at the partner and its state.
    const attemptRow = timeline.getByRole('region', { name: 'Payout attempts' }).locator('tr[data-attempt="1"]');
    expect(await attemptRow.textContent()).toContain(transferId);
    expect(await attemptRow.textContent()).toMatch(/failed/i);
    await timeline.press('Escape');

    await row.getByRole('button', { name: 'Retry by another method' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Retry by another method' });
    await dialog.getByLabel('Delivery method').selectOption('bank_account');
    await dialog.getByLabel('Bank').selectOption({ label: 'Commercial Bank of Ethiopia' });
    await dialog.getByLabel('Account number').fill('12');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Account number must be 8 to 16 digits').waitFor();
    await dialog.getByLabel('Account number').fill('1000123450777');
    // Paying another destination takes two operators (issue #25): this one proposes it, saying why.
    await dialog.getByLabel('Why (for the approving operator)').fill('The wallet is barred; the sender gave this bank account');
    await dialog.getByRole('button', { name: 'Confirm' }).dblclick();
    await admin.getByText('Waiting for approval by another operator.').waitFor();
    expect(await admin.locator(`tr[data-attention-key="payout_failed:${transferId}:1"]`).count()).toBe(1);

    // A second operator approves it from the Waiting for approval tab: then the payout goes.
    const approver = await openPage(browser, '/admin?tab=approvals');
    await signInAtAdminGate(approver);
    const proposal = approver.locator('tr[data-approval-id]', { has: approver.locator(`[title="${transferId}"]`) });
    await proposal.waitFor();
    expect(await proposal.textContent()).toContain('Commercial Bank of Ethiopia, account 1000123450777');
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await approver.getByText(/The payout is being sent again by Bank account \(attempt 2\)/).waitFor();
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await admin.locator(`tr[data-attention-key="payout_failed:${transferId}:1"]`).waitFor({ state: 'detached' });

    await waitForStatus(page, 'completed');
    expect(await page.getByTestId('payout-receipt').count()).toBe(1);
    expect(await page.locator('[data-event-type="PayoutRetried"]').textContent()).toContain('Our team is sending the payout again');
    // Each payout attempt with its state: the refused telebirr wallet, then the bank account that paid.
    const payout = page.getByRole('region', { name: 'Payout' });
    const attempts = payout.getByRole('listitem');
    expect(await attempts.count()).toBe(2);
    expect(await attempts.nth(0).getAttribute('data-state')).toBe('failed');
    expect(await attempts.nth(0).textContent()).toContain('telebirr');
    expect(await attempts.nth(1).getAttribute('data-state')).toBe('delivered');
    expect(await attempts.nth(1).textContent()).toContain('Commercial Bank of Ethiopia');

    // The operator's timeline shows both attempts with their references and the partner's words.
    const queueRow = admin.locator(`tr[data-attention-key="payout_failed:${transferId}:1"]`);
    expect(await queueRow.count()).toBe(0);
    const adminTimeline = (await (await admin.context().request.get(`/api/admin/transactions/${transferId}/timeline`)).json()) as {
      payoutAttempts: { attempt: number; reference: string; state: string; rail: string }[];
    };
    expect(adminTimeline.payoutAttempts.map((a) => [a.attempt, a.reference, a.state, a.rail])).toEqual([
      [1, transferId, 'failed', 'thunes'],
      [2, `${transferId}-r2`, 'delivered', 'thunes'],
    ]);

    await admin.goto('/admin?tab=audit');
    await admin.getByText('attention.retry_payout').first().waitFor();
    await admin.getByText('approval.proposed').first().waitFor();
    await admin.getByText('approval.approved').first().waitFor();
    await approver.context().close();
    await admin.context().close();
    await page.context().close();
  });

  it('refunds a payout that cannot be delivered: the sender sees the refund', async () => {
    const { page } = await signedInPage(browser);
    // The sandbox partners cannot pay a recipient whose phone ends in 999999.
    await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 999 999' });
    const transferId = await payAndOpenDetails(page);
    await waitForNote(page, 'delay-reason', 'Our team will try again or refund your payment');

    const admin = await attentionTab(browser);
    const row = await rowOf(admin, `payout_failed:${transferId}:1`);
    await row.getByRole('button', { name: 'Refund sender' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Refund sender' });
    expect(await dialog.textContent()).toContain('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText(/is being refunded to the sender/).waitFor();

    await waitForNote(page, 'failure-reason', 'has been refunded');
    expect(await page.getByTestId('failure-reason').textContent()).toBe(
      "We could not deliver the money to the recipient (The recipient's number is not registered for this payment method), so your payment of $109.00 has been refunded.",
    );
    expect(await page.locator('[data-event-type="PaymentRefunded"]').textContent()).toContain('Payment refunded');
    // The refund is a record of its own, shown with its state.
    const refunds = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem');
    expect(await refunds.count()).toBe(1);
    expect(await refunds.first().getAttribute('data-state')).toBe('succeeded');
    expect(await refunds.first().textContent()).toContain('$109.00');

    // The operator's timeline shows the failed attempt and the refund.
    const timeline = (await (await admin.context().request.get(`/api/admin/transactions/${transferId}/timeline`)).json()) as {
      payoutAttempts: { state: string }[];
      refunds: { state: string; providerRefundId: string | null }[];
    };
    expect(timeline.payoutAttempts.map((a) => a.state)).toEqual(['failed']);
    expect(timeline.refunds).toEqual([expect.objectContaining({ state: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) })]);
    await admin.context().close();
    await page.context().close();
  });

  it('sees a dispute with its reason, amount and deadline; the sender cannot pay by card again until it closes', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, { country: 'kenya', firstName: 'Otieno', lastName: 'Ouma', phone: '0712 555 311' });
    // Stripe's dispute test card: the charge succeeds, then is disputed as fraudulent.
    const transferId = await payAndOpenDetails(page, '4000 0000 0000 0259');
    const { providerTransferId } = (await (await page.context().request.get(`/api/transactions/${transferId}`)).json()) as { providerTransferId: string };
    const disputes = (await (await page.request.get(`${sandboxUrl()}/api/stripe/disputes?paymentIntentId=${providerTransferId}`)).json()) as { id: string }[];
    expect(disputes).toHaveLength(1);

    const admin = await attentionTab(browser);
    const row = await rowOf(admin, `dispute:${disputes[0]!.id}`);
    const text = await row.textContent();
    expect(text).toContain('Dispute opened');
    expect(text).toContain('fraudulent');
    expect(text).toContain('$109.00');
    expect(text).toContain('Otieno Ouma');
    expect(await row.locator('time').count()).toBeGreaterThan(1);

    await fillTransfer(page, { country: 'kenya', firstName: 'Otieno', lastName: 'Ouma', phone: '0712 555 312' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByText(/A payment you made by card is disputed with your bank/).waitFor();
    await admin.context().close();
    await page.context().close();
  });
});
