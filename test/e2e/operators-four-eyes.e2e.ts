import type { Browser, CDPSession, Page } from 'playwright-core';
import { INVITATION_SUBJECT } from '../../src/admin/domain/operator-enrolment.js';
import { authenticatorCode } from '../support/signed-in-operator.js';
import { seedE2eOperator, signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage } from './support/browser.js';
import { inbox } from './support/sandbox-inbox.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

/** An invited operator once enrolled: what they typed, and the authenticator key the page showed. */
interface EnrolledOperator {
  email: string;
  password: string;
  secret: string;
}

/** The owner invites `email` as `role` from the Operators tab. */
async function invite(owner: Page, email: string, role: 'Finance' | 'Support') {
  const form = owner.getByRole('form', { name: 'Invite an operator' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await form.getByRole('button', { name: 'Invite' }).click();
  await owner.getByText(`${email} can enrol with the link in their email within 72 hours.`).waitFor();
}

/** The path of the enrolment link in the invitation the sandbox inbox received for `email`. */
async function enrolmentPath(email: string): Promise<string> {
  const invitation = await inbox().withSubject(email, INVITATION_SUBJECT);
  const link = /https?:\/\/\S+\/admin\/enrol\?token=\S+/.exec(invitation.text)?.[0];
  if (!link) throw new Error(`no enrolment link in the invitation to ${email}: ${invitation.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * On the enrolment page `page` shows: the key typed into an "authenticator" (the code computed
 * from it), a password twice, then the recovery codes shown once and "I saved them" to the gate.
 */
async function enrol(page: Page, email: string, roleLabel: string, password: string): Promise<EnrolledOperator> {
  await page.getByRole('heading', { name: 'Admin enrolment' }).waitFor();
  await page.getByText(`You are enrolling ${email} as ${roleLabel}.`).waitFor();
  const secret = (await page.locator('p', { hasText: 'Key:' }).locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('Authentication Code', { exact: true }).fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Enrol' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByRole('button', { name: 'I saved them' }).click();
  await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  return { email, password, secret };
}

/**
 * Email, password and the authenticator's code at the gate. The enrolment used up the current
 * time step's code, so this one is the next step's (the gate accepts one step either side).
 */
async function signInWithNextCode(page: Page, who: EnrolledOperator) {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Admin Password', { exact: true }).fill(who.password);
  await page.getByLabel('Authentication Code', { exact: true }).fill(await authenticatorCode(who.secret, 1));
  await page.getByLabel('Authentication Code', { exact: true }).press('Enter');
  await page.getByText('Admin Access Granted').waitFor();
}

/** A platform authenticator in the browser (DevTools' WebAuthn domain) that says yes by itself. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** The Needs attention row of `key`, refreshing the queue until the item is there. */
async function attentionRow(page: Page, key: string) {
  const row = page.locator(`tr[data-attention-key="${key}"]`);
  const deadline = Date.now() + 30_000;
  while ((await row.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${key} never reached the Needs attention queue`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForTimeout(500);
  }
  return row;
}

/** The audit log's row for `action` on `target`. */
function auditRow(page: Page, action: string, target: string) {
  return page
    .getByRole('table', { name: 'Audit log' })
    .locator('tr')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${action.replace('.', '\\.')}$`) }) })
    .filter({ has: page.locator('td', { hasText: target }) });
}

describe('four eyes with named operators (issue #25)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an owner invites finance (passkey) and support (code); support proposes another account for a failed payout, finance approves, the audit names both', async () => {
    // The owner signs in at the gate with email, password and the authenticator's code.
    const ownerOperator = await seedE2eOperator({ role: 'owner' });
    const owner = await openPage(browser, '/admin?tab=operators');
    await signInAtAdminGate(owner, ownerOperator);
    await owner.getByText(`Signed in as ${ownerOperator.email} · Owner`).waitFor();

    // They invite a finance operator and a support operator by email.
    const suffix = Date.now().toString(36);
    const financeEmail = `finance.${suffix}@example.com`;
    const supportEmail = `support.${suffix}@example.com`;
    await invite(owner, financeEmail, 'Finance');
    await invite(owner, supportEmail, 'Support');
    const operators = owner.getByRole('table', { name: 'Operators' });
    await operators.getByRole('row').filter({ hasText: financeEmail }).filter({ hasText: 'Invited' }).waitFor();
    await operators.getByRole('row').filter({ hasText: supportEmail }).filter({ hasText: 'Invited' }).waitFor();

    // The finance operator opens their link as localhost (a passkey takes no IP as relying party),
    // enrols with the code, signs in, and adds a passkey held by a DevTools virtual authenticator.
    const finance = await openPage(browser, await enrolmentPath(financeEmail), { host: 'localhost' });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(finance);
    const financeOperator = await enrol(finance, financeEmail, 'Finance', 'finance pass 2026');
    await signInWithNextCode(finance, financeOperator);
    await finance.getByText(`Signed in as ${financeEmail} · Finance`).waitFor();
    await finance.getByRole('button', { name: 'Passkeys', exact: true }).click();
    const passkeys = finance.getByRole('dialog', { name: 'Your passkeys' });
    await passkeys.getByText('You have no passkeys yet.').waitFor();
    await passkeys.getByLabel('Passkey name', { exact: true }).fill('Finance laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await finance.getByText('Passkey added').waitFor();
    await passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Finance laptop' }).waitFor();
    await passkeys.getByRole('button', { name: 'Close' }).click();
    await finance.getByRole('button', { name: 'Logout' }).click();
    await finance.getByRole('heading', { name: 'Admin Access' }).waitFor();

    // The support operator enrols with the code and signs in with the next one.
    const support = await openPage(browser, await enrolmentPath(supportEmail));
    const supportOperator = await enrol(support, supportEmail, 'Support', 'support pass 2026');
    await signInWithNextCode(support, supportOperator);
    await support.getByText(`Signed in as ${supportEmail} · Support`).waitFor();

    // Both are active on the owner's list now.
    await owner.reload();
    await operators.getByRole('row').filter({ hasText: financeEmail }).filter({ hasText: 'Active' }).waitFor();
    await operators.getByRole('row').filter({ hasText: supportEmail }).filter({ hasText: 'Active' }).waitFor();

    // A sender pays a barred telebirr wallet: the aggregator refuses it, and the payout fails.
    const { page: sender } = await signedInPage(browser, 'Selam', 'Haile');
    await fillTransfer(sender, { country: 'ethiopia', firstName: 'Abebe', lastName: 'Bikila', phone: '0911 000 201' }, async () => {
      await sender.getByRole('radio', { name: 'telebirr' }).check();
    });
    const transferId = await payAndOpenDetails(sender);
    const itemKey = `payout_failed:${transferId}:1`;

    // The support operator proposes sending it to a bank account the sender gave, saying why.
    await support.goto('/admin?tab=attention');
    const item = await attentionRow(support, itemKey);
    expect(await item.textContent()).toContain('Payout failed (telebirr)');
    await item.getByRole('button', { name: 'Retry by another method' }).click();
    const dialog = support.getByRole('alertdialog', { name: 'Retry by another method' });
    await dialog.getByLabel('Delivery method').selectOption('bank_account');
    await dialog.getByLabel('Bank').selectOption({ label: 'Commercial Bank of Ethiopia' });
    await dialog.getByLabel('Account number').fill('1000123450888');
    await dialog.getByLabel('Why (for the approving operator)').fill('The sender called: the wallet is barred, pay their bank account');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await support.getByText('Waiting for approval by another operator.').waitFor();
    expect(await support.locator(`tr[data-attention-key="${itemKey}"]`).count()).toBe(1);

    // Their own proposal waits for another operator: no Approve for them, and the api refuses it too.
    await support.goto('/admin?tab=approvals');
    const ownProposal = support.locator('tr[data-approval-id]', { has: support.locator(`[title="${transferId}"]`) });
    await ownProposal.waitFor();
    expect(await ownProposal.getAttribute('data-status')).toBe('pending');
    expect(await ownProposal.textContent()).toContain(supportEmail);
    await ownProposal.getByText('Waiting for another operator').waitFor();
    expect(await ownProposal.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await ownProposal.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    const approvalId = (await ownProposal.getAttribute('data-approval-id'))!;
    const csrf = (await support.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    const selfApproval = await support.context().request.post(`/api/admin/approvals/${approvalId}/approve`, { data: {}, headers: { 'x-csrf-token': csrf } });
    expect(selfApproval.status()).toBe(409);
    expect(await selfApproval.text()).toContain('APPROVAL.SAME_OPERATOR');

    // The finance operator signs in with email, password and the passkey (no code), and approves.
    await finance.getByLabel('Email', { exact: true }).fill(financeEmail);
    await finance.getByLabel('Admin Password', { exact: true }).fill(financeOperator.password);
    await finance.getByRole('button', { name: 'Use a passkey instead of a code' }).click();
    await finance.getByText('Admin Access Granted').waitFor();
    await finance.getByText(`Signed in as ${financeEmail} · Finance`).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);

    await finance.goto('/admin?tab=approvals');
    const proposal = finance.locator(`tr[data-approval-id="${approvalId}"]`);
    await proposal.waitFor();
    expect(await proposal.textContent()).toContain('Commercial Bank of Ethiopia, account 1000123450888');
    expect(await proposal.textContent()).toContain(supportEmail);
    expect(await proposal.textContent()).toContain('The sender called: the wallet is barred, pay their bank account');
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await finance.getByText(/The payout is being sent again by Bank account \(attempt 2\)/).waitFor();
    await proposal.getByText(`by ${financeEmail}`).waitFor();

    // The item leaves the queue, and the sender's transfer is paid by the bank account.
    await support.goto('/admin?tab=attention');
    await support.getByRole('table', { name: 'Needs attention' }).or(support.getByText('Nothing needs attention.')).first().waitFor();
    expect(await support.locator(`tr[data-attention-key="${itemKey}"]`).count()).toBe(0);
    await waitForStatus(sender, 'completed');
    const attempts = sender.getByRole('region', { name: 'Payout' }).getByRole('listitem');
    expect(await attempts.count()).toBe(2);
    expect(await attempts.nth(0).getAttribute('data-state')).toBe('failed');
    expect(await attempts.nth(0).textContent()).toContain('telebirr');
    expect(await attempts.nth(1).getAttribute('data-state')).toBe('delivered');
    expect(await attempts.nth(1).textContent()).toContain('Commercial Bank of Ethiopia');

    // The owner's audit tab names the support operator on the proposal and finance on the approval.
    await owner.goto('/admin?tab=audit');
    const proposed = auditRow(owner, 'approval.proposed', itemKey);
    await proposed.waitFor();
    expect(await proposed.count()).toBe(1);
    expect(await proposed.locator('td').nth(1).getByRole('button').textContent()).toBe(supportEmail);
    expect(await proposed.locator('td').nth(1).textContent()).toMatch(/support · session [0-9a-f]{8}$/);
    const approved = auditRow(owner, 'approval.approved', itemKey);
    expect(await approved.count()).toBe(1);
    expect(await approved.locator('td').nth(1).getByRole('button').textContent()).toBe(financeEmail);
    expect(await approved.textContent()).toContain(supportEmail);
    // The retry itself was done in the approver's name.
    const retried = auditRow(owner, 'attention.retry_payout', itemKey);
    expect(await retried.count()).toBe(1);
    expect(await retried.locator('td').nth(1).getByRole('button').textContent()).toBe(financeEmail);
    // Done in the approver's sitting: the approval and the retry name the same operator session.
    expect(await retried.locator('td').nth(1).textContent()).toBe(await approved.locator('td').nth(1).textContent());

    await sender.context().close();
    await support.context().close();
    await finance.context().close();
    await owner.context().close();
  }, 240_000);
});
