import type { Browser, Page } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { PHONE_WIDTH, horizontalOverflow } from './support/phone-sized.js';
import { inbox } from './support/sandbox-inbox.js';
import { payWithCard } from './support/card-form.js';
import { fillTransfer } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

/** Issue #29: what a first-time sender meets, in a phone-sized Chromium window. */
describe('a newcomer on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const password = 'Safe-Password-2026';
  const newPassword = 'Another-Password-2027';

  async function registerByPhone(page: Page): Promise<string> {
    const local = `202557${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Nakato');
    await page.getByLabel('Phone Number', { exact: true }).fill(local);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.waitForURL(/\/verify\?userId=\d+&type=phone$/);
    // The page says where the code went: by SMS, to the number typed.
    await page.getByText(/we sent by SMS to \+1 \d{3} \d{3} \d{4}\./).waitFor();
    expect(await page.getByText(/spam/).count()).toBe(0);
    const code = await inbox().latestCode(`+1${local}`);
    await page.getByLabel('Verification Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    // Verified and signed in at once: nothing more to type.
    await page.waitForURL(`${appUrl()}/`);
    await page.getByRole('heading', { name: 'Welcome back, Grace' }).waitFor();
    return local;
  }

  /** Registers by phone and signs out again, at the sign-in page. */
  async function registerByPhoneAndSignOut(page: Page): Promise<string> {
    const local = await registerByPhone(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    // Signing out reloads the landing page, which then offers to sign in.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    await page.goto('/login');
    return local;
  }

  async function expectNoSidewaysScroll(page: Page) {
    expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  }

  it('forgot the password: resets it with the SMS code, the old one stops working, and signs in with the new one', async () => {
    const page = await openPage(browser, '/register', { width: PHONE_WIDTH });
    const local = await registerByPhoneAndSignOut(page);
    const phone = `+1${local}`;

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.title()).toBe('Reset your password · Remit East Africa');
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Email or Phone', { exact: true }).fill(local);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/we sent a 6-digit code to your phone .* by SMS/).waitFor();

    const sms = await inbox().waitFor(phone, 2);
    const code = /password reset code is (\d{6})/.exec(sms[0].text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Code', { exact: true }).fill(code!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL(`${appUrl()}/login`);
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    expect(await page.getByLabel('Email or Phone', { exact: true }).inputValue()).toBe(local);

    // The old password is refused on the form itself, which takes the focus.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const refused = page.locator('form [role="alert"]');
    await refused.getByText('Invalid email/phone or password').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back, Grace' }).waitFor();

    const notice = (await inbox().messages(phone))[0];
    expect(notice.text).toMatch(/password was just reset/);
    await page.context().close();
  });

  it('opens a signed-in link while signed out, and comes back to it after signing in', async () => {
    const page = await openPage(browser, '/register', { width: PHONE_WIDTH });
    const local = await registerByPhoneAndSignOut(page);
    await page.goto('/transactions');
    await page.waitForURL(/\/login\?next=%2Ftransactions$/);
    await page.getByLabel('Email or Phone', { exact: true }).fill(local);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${appUrl()}/transactions`);
    await page.getByRole('heading', { name: 'Transaction history' }).waitFor();
    await page.context().close();
  });

  it('opens a signed-in link as a newcomer, signs up from there, and lands on it signed in after the code', async () => {
    const page = await openPage(browser, '/rate-alerts', { width: PHONE_WIDTH });
    await page.waitForURL(/\/login\?next=%2Frate-alerts$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register\?next=%2Frate-alerts$/);
    const local = `202557${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Last Name', { exact: true }).fill('Nakato');
    await page.getByLabel('Phone Number', { exact: true }).fill(local);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.waitForURL(/\/verify\?userId=\d+&type=phone&next=%2Frate-alerts$/);
    await page.getByLabel('Verification Code', { exact: true }).fill(await inbox().latestCode(`+1${local}`));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL(`${appUrl()}/rate-alerts`);
    await page.locator('main h1').first().waitFor();
    expect((await page.context().request.get('/api/auth/me')).status()).toBe(200);
    await page.context().close();
  });

  it('pays an MTN wallet registered to someone else only once confirmed, and a saved card only after the review', async () => {
    const { page } = await signedInPage(browser, 'Amina', 'Okello', { width: PHONE_WIDTH });
    // A first transfer by a new card, saved for the next one.
    await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 678' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await page.getByLabel('Save this card', { exact: false }).check();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=/);

    // An MTN number whose wallet is not Grace Nakato's.
    let wallet = '';
    let holder = '';
    for (let suffix = 130; !wallet; suffix++) {
      const phone = `+256772345${suffix}`;
      const answer = (await (await page.context().request.get(`/api/mtn-registered-name?phone=${encodeURIComponent(phone)}`)).json()) as { name: string };
      if (!/grace/i.test(answer.name) || !/nakato/i.test(answer.name)) [wallet, holder] = [phone, answer.name];
    }

    await page.goto('/send');
    await page.getByLabel('Send Amount', { exact: true }).fill('20');
    await page.getByLabel('Destination Country', { exact: true }).selectOption('uganda');
    await page.getByLabel('Recipient First Name', { exact: true }).fill('Grace');
    await page.getByLabel('Recipient Last Name', { exact: true }).fill('Nakato');
    await page.getByLabel('Recipient Phone Number', { exact: true }).fill(`0${wallet.slice(4)}`);
    const mismatch = page.getByTestId('registered-name-mismatch');
    await mismatch.getByText(`This number is registered to ${holder}, not Grace Nakato.`).waitFor();
    await page.getByRole('radio', { name: /4242/ }).check();
    await page.getByTestId('summary-total-amount').filter({ hasText: '$21.80' }).waitFor();
    await expectNoSidewaysScroll(page);

    // Not confirmed yet: the review does not open, the box to tick has the focus.
    await page.getByRole('button', { name: 'Review Transfer' }).click();
    const box = page.getByRole('checkbox', { name: `I know ${holder}: this is the person I am sending to.` });
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'confirmRegisteredName');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await box.check();

    await page.getByRole('button', { name: 'Review Transfer' }).click();
    const review = page.getByRole('dialog', { name: 'Review your transfer' });
    await review.getByTestId('review-total').getByText('$21.80').waitFor();
    expect(await review.getByTestId('review-taxes').textContent()).toContain('$0.00');
    expect(await review.getByTestId('review-disclosure').textContent()).toMatch(/Right to cancel.*Consumer Financial Protection Bureau/s);
    await review.getByText(`You confirmed that ${holder}, who holds this account, is your recipient.`).waitFor();
    await expectNoSidewaysScroll(page);
    const before = (await (await page.context().request.get('/api/transactions')).json()) as unknown[];
    expect(before).toHaveLength(1);
    await reviewAndCompleteInOpenReview(page);

    await page.waitForURL(/\/success\?session_id=/);
    const [latest] = (await (await page.context().request.get('/api/transactions?limit=1')).json()) as { id: string }[];
    const detail = (await (await page.context().request.get(`/api/transactions/${latest.id}`)).json()) as { recipientInfo: Record<string, unknown> };
    expect(detail.recipientInfo).toMatchObject({ firstName: 'Grace', lastName: 'Nakato', registeredName: holder, registeredNameMatches: false, registeredNameConfirmed: true });
    await page.context().close();
  });

  it('shows one reference for a transfer: on the success page, in the history, the receipt email and the SMS', async () => {
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello', { width: PHONE_WIDTH });
    const phone = `+2547125${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=/);
    const reference = (await page.getByTestId('transfer-reference').textContent())!.trim();
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect((await page.getByTestId('receipt-reference').textContent())!.trim()).toBe(reference);
    await expectNoSidewaysScroll(page);

    await page.goto('/transactions');
    await page.getByRole('article', { name: /Wanjiru Kamau/ }).getByText(reference).waitFor();

    const receipt = await inbox().withSubject(email, 'Your transfer receipt');
    expect(receipt.text).toContain(`Reference: ${reference}`);
    const [sms] = await inbox().waitFor(phone, 1, 30_000);
    // A Kenyan recipient is texted in Swahili (issue #27): "Kumb." is its "Ref.".
    expect(sms.text).toContain(`Kumb. ${reference}.`);
    await page.context().close();
  });

  it.each([PHONE_WIDTH, 320])('fits every sender page in %i px without sideways scrolling, each page with its own title', async (width) => {
    const { page } = await signedInPage(browser, 'Amina', 'Okello', { width });
    // A transfer and a recipient, so the history, dashboard and details have something to show.
    await fillTransfer(page, { country: 'uganda', firstName: 'Grace', lastName: 'Nakato', phone: '0772 345 140' });
    const confirm = page.getByTestId('mtn-registered-name').getByRole('checkbox');
    await page.getByTestId('mtn-registered-name').getByText(/Registered to:/).waitFor();
    if ((await confirm.count()) > 0) await confirm.check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    const checkout = new URL(page.url());
    await expectNoSidewaysScroll(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/success\?session_id=/);
    const success = new URL(page.url());
    const [latest] = (await (await page.context().request.get('/api/transactions?limit=1')).json()) as { id: string }[];

    const pages = [
      '/', '/send', '/recipients', '/add-recipient', '/payment-methods', '/add-payment-method', '/transactions',
      `/transactions/${latest.id}`, '/rate-alerts', '/profile', '/settings', `${success.pathname}${success.search}`,
      '/cancel', `${checkout.pathname}${checkout.search}`, '/support', '/about', '/privacy', '/terms', '/nowhere',
    ];
    const titles = new Map<string, string>();
    for (const path of pages) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor().catch((error: unknown) => {
        throw new Error(`${path}: no heading (${String(error).slice(0, 80)})`);
      });
      await page.waitForLoadState('networkidle');
      const overflow = await horizontalOverflow(page);
      expect({ path, ...overflow }).toEqual({ path, overflow: 0, culprits: [] });
      titles.set(path, await page.title());
    }
    // The checkout of a paid transfer and the success page both show that transfer; every other page its own title.
    const distinct = new Set([...titles.values()]);
    expect(distinct.size).toBe(titles.size);

    // Signed out: the public pages.
    await page.context().clearCookies();
    for (const path of ['/', '/login', '/register', '/forgot-password', '/verify?userId=1&type=phone', '/admin']) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      const overflow = await horizontalOverflow(page);
      expect({ path, ...overflow }).toEqual({ path, overflow: 0, culprits: [] });
    }
    await page.context().close();
  }, 120_000);

  /** A checkout started, so the admin's transactions table has a row and a details dialog to open. */
  let aTransferStarted: Promise<void> | undefined;
  async function startATransfer() {
    const { page } = await signedInPage(browser, 'Wanjiru-Njeri', 'Kamau-Wambugu');
    await fillTransfer(page, { country: 'kenya', firstName: 'Nyokabi-Wairimu', lastName: 'Mwangi-Kariuki', phone: '0712 345 902' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    await page.context().close();
  }

  it.each([PHONE_WIDTH, 320])('fits every admin tab, page and the transaction dialog in %i px, each with its own title', async (width) => {
    await (aTransferStarted ??= startATransfer());
    const admin = await openPage(browser, '/admin', { width });
    await signInAtAdminGate(admin);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(admin);

    // Every tab is within reach on the phone: the section picker lists them all.
    const sections = admin.getByLabel('Admin section', { exact: true });
    const tabs = await sections.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    // An owner's sections: the approvals waiting for a second operator, compliance cases and the operators (owners only), besides the rest.
    expect(tabs).toEqual(['attention', 'approvals', 'transactions', 'users', 'rates', 'analytics', 'finance', 'float', 'reconciliation', 'audit', 'compliance', 'operators']);
    const titles = new Map<string, string>();
    for (const tab of tabs) {
      const before = await admin.title();
      await sections.selectOption(tab);
      await admin.waitForURL((url) => (tab === 'transactions' ? !url.search.includes('tab=') : url.search === `?tab=${tab}`));
      // A title the same as the last tab's would time out here.
      await admin.waitForFunction((previous) => document.title !== previous, before, { timeout: 5_000 });
      await admin.waitForLoadState('networkidle');
      const overflow = await horizontalOverflow(admin);
      expect({ tab, ...overflow }).toEqual({ tab, overflow: 0, culprits: [] });
      titles.set(tab, await admin.title());
    }
    await admin.goto('/admin/rates');
    await admin.locator('main h1').first().waitFor();
    await admin.waitForLoadState('networkidle');
    expect({ path: '/admin/rates', ...(await horizontalOverflow(admin)) }).toEqual({ path: '/admin/rates', overflow: 0, culprits: [] });
    titles.set('/admin/rates', await admin.title());
    expect([...new Set(titles.values())]).toEqual([...titles.values()]);

    // A transfer's details: the dialog fits, and its Close button is on the screen.
    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'View details' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Transaction Details' });
    await dialog.waitFor();
    await admin.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(admin);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await admin.context().close();
  }, 120_000);
});


/** The review is open already: its one confirmation. */
async function reviewAndCompleteInOpenReview(page: Page) {
  await page.getByRole('dialog', { name: 'Review your transfer' }).getByRole('button', { name: 'Complete Transfer' }).click();
}
