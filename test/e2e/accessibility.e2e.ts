import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage, type PageOptions } from './support/browser.js';
import { accessibilityViolations, announcedState, DESKTOP_AT_200_PERCENT } from './support/accessibility.js';
import { payWithCard } from './support/card-form.js';
import { horizontalOverflow, PHONE_WIDTH } from './support/phone-sized.js';
import { countRequests, settled } from './support/page-settled.js';
import { fillTransfer } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

const DESKTOP_WIDTH = 1280;
const ADMIN_TABS = ['attention', 'approvals', 'transactions', 'users', 'rates', 'analytics', 'finance', 'float', 'reconciliation', 'audit', 'operators'];

/** Who looks at a stop: the signed-in sender, a visitor signed out, or the operator past the admin gate. */
type Area = 'sender' | 'visitor' | 'admin';

/**
 * One page or dialog to check. `open` brings it up on a page of its area and answers the
 * selector of the dialog it opened (axe then looks inside it only: the page behind has a
 * stop of its own), or nothing for a whole page.
 */
interface Stop {
  name: string;
  area: Area;
  open: (page: Page) => Promise<string | void>;
}

/** What the sender has made before the checks: each page then shows real data. */
interface SenderData {
  email: string;
  storageState: BrowserContextOptions['storageState'];
  paidId: string;
  checkoutPath: string;
  successPath: string;
  failedPayoutId: string;
  /** A checkout not paid yet: the card form with the provider's fields. */
  unpaidCheckoutPath: string;
}

/**
 * Shows `path` and waits for its heading and its data. Within the app the router moves there
 * (the history API and a popstate, as a link does), which is much quicker than loading the
 * app anew; `reload` loads it anew, for a form that must start empty.
 */
async function visit(page: Page, path: string, { reload = false } = {}): Promise<void> {
  if (reload) await page.goto(path);
  else {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page.locator('main h1, main h2').first().waitFor();
  await settled(page);
}

/** Waits for a dialog named `name` and answers its selector for axe. */
async function dialogOpened(page: Page, role: 'dialog' | 'alertdialog', name: string): Promise<string> {
  await page.getByRole(role, { name }).waitFor();
  await settled(page);
  return `[role="${role}"]`;
}

function senderStops(data: SenderData): Stop[] {
  const pages = [
    '/', '/send', '/recipients', '/add-recipient', '/payment-methods', '/add-payment-method', '/transactions',
    `/transactions/${data.paidId}`, `/transactions/${data.failedPayoutId}`, '/rate-alerts', '/profile', '/settings',
    data.successPath, '/cancel', data.checkoutPath, data.unpaidCheckoutPath, '/support', '/about', '/privacy', '/terms', '/nowhere',
  ];
  return [
    ...pages.map((path): Stop => ({ name: path, area: 'sender', open: (page) => visit(page, path) })),
    {
      name: 'send form with its errors',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/send', { reload: true });
        await page.getByRole('button', { name: /Continue to Payment|Review Transfer/ }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      name: 'review-before-pay dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/send', { reload: true });
        await page.getByLabel('Send Amount', { exact: true }).fill('20');
        await page.getByLabel('Destination Country', { exact: true }).selectOption('kenya');
        await page.getByLabel('Recipient First Name', { exact: true }).fill('Wanjiru');
        await page.getByLabel('Recipient Last Name', { exact: true }).fill('Kamau');
        await page.getByLabel('Recipient Phone Number', { exact: true }).fill('0712 345 678');
        await page.getByRole('radio', { name: /4242/ }).check();
        await page.getByTestId('summary-total-amount').filter({ hasText: '$21.80' }).waitFor();
        await page.getByRole('button', { name: 'Review Transfer' }).click();
        return dialogOpened(page, 'dialog', 'Review your transfer');
      },
    },
    {
      name: 'edit recipient dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/recipients');
        await page.getByRole('button', { name: 'Edit' }).first().click();
        return dialogOpened(page, 'dialog', 'Edit recipient');
      },
    },
    {
      name: 'delete recipient dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/recipients');
        await page.getByRole('button', { name: 'Delete' }).first().click();
        return dialogOpened(page, 'alertdialog', 'Delete recipient?');
      },
    },
    {
      name: 'delete payment method dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/payment-methods');
        await page.getByRole('button', { name: 'Delete' }).first().click();
        return dialogOpened(page, 'alertdialog', 'Delete payment method?');
      },
    },
    {
      name: 'bank account by its numbers',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/add-payment-method?type=bank_account');
        await page.getByRole('button', { name: 'Enter account numbers instead' }).click();
        await page.getByLabel('Routing Number', { exact: true }).waitFor();
      },
    },
    {
      name: 'verify bank account dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/payment-methods');
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        return dialogOpened(page, 'dialog', 'Verify your bank account');
      },
    },
    {
      name: 'remove rate alert dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/rate-alerts');
        await page.getByRole('button', { name: /^Remove the / }).first().click();
        return dialogOpened(page, 'alertdialog', 'Remove rate alert?');
      },
    },
    {
      name: 'cancel transfer dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, `/transactions/${data.failedPayoutId}`);
        await page.getByRole('button', { name: 'Cancel transfer' }).click();
        return dialogOpened(page, 'alertdialog', 'Cancel this transfer?');
      },
    },
  ];
}

function visitorStops(email: string): Stop[] {
  const pages = ['/', '/login', '/register', '/verify?userId=1&type=phone', '/forgot-password', '/support', '/nowhere', '/admin'];
  return [
    ...pages.map((path): Stop => ({ name: `${path} (signed out)`, area: 'visitor', open: (page) => visit(page, path) })),
    {
      name: 'sign-in refused',
      area: 'visitor',
      open: async (page) => {
        await visit(page, '/login');
        await page.getByLabel('Email or Phone', { exact: true }).fill(email);
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await page.locator('form [role="alert"]').waitFor();
      },
    },
    {
      name: 'register form with its errors',
      area: 'visitor',
      open: async (page) => {
        await visit(page, '/register');
        await page.getByRole('button', { name: 'Create Account', exact: true }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      name: 'reset password, code step',
      area: 'visitor',
      open: async (page) => {
        await visit(page, '/forgot-password');
        await page.getByLabel('Email or Phone', { exact: true }).fill(email);
        await page.getByRole('button', { name: 'Send code' }).click();
        await page.getByLabel('New password', { exact: true }).waitFor();
      },
    },
  ];
}

function adminStops(data: SenderData): Stop[] {
  const tab = async (page: Page, name: string) => {
    await visit(page, `/admin?tab=${name}`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  };
  const attentionRow = async (page: Page) => {
    await tab(page, 'attention');
    const row = page.locator(`tr[data-attention-key="payout_failed:${data.failedPayoutId}:1"]`);
    await row.waitFor();
    return row;
  };
  return [
    ...ADMIN_TABS.map((name): Stop => ({ name: `admin ${name} tab`, area: 'admin', open: (page) => tab(page, name) })),
    { name: '/admin/rates', area: 'admin', open: (page) => visit(page, '/admin/rates') },
    {
      name: 'admin passkeys dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'attention');
        await page.getByRole('button', { name: 'Passkeys', exact: true }).click();
        return dialogOpened(page, 'dialog', 'Your passkeys');
      },
    },
    {
      name: 'admin transaction details dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'transactions');
        await page.getByRole('button', { name: 'View details' }).first().click();
        return dialogOpened(page, 'dialog', 'Transaction Details');
      },
    },
    {
      name: 'admin user details dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'users');
        await page.getByRole('button', { name: 'View details' }).first().click();
        return dialogOpened(page, 'dialog', 'User Details');
      },
    },
    {
      name: 'admin suspend user dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'users');
        await page.getByRole('button', { name: 'Suspend' }).first().click();
        return dialogOpened(page, 'alertdialog', 'Suspend user?');
      },
    },
    {
      name: 'admin transfer timeline dialog',
      area: 'admin',
      open: async (page) => {
        await (await attentionRow(page)).getByRole('button', { name: 'Timeline' }).click();
        return dialogOpened(page, 'dialog', 'Transfer timeline');
      },
    },
    {
      name: 'admin refund confirmation dialog',
      area: 'admin',
      open: async (page) => {
        await (await attentionRow(page)).getByRole('button', { name: 'Refund sender' }).click();
        return dialogOpened(page, 'alertdialog', 'Refund sender');
      },
    },
    {
      name: 'admin top-up review dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'float');
        const form = page.getByRole('form', { name: 'Record a top-up' });
        await form.getByLabel('Partner and currency').selectOption({ index: 1 });
        await form.getByLabel(/Local amount/).fill('1000');
        await form.getByLabel('USD paid').fill('10');
        await form.getByLabel('Bank reference').fill('WIRE-A11Y-1');
        await form.getByRole('button', { name: 'Review top-up' }).click();
        return dialogOpened(page, 'alertdialog', 'Record this top-up?');
      },
    },
  ];
}

/** Pays $100 by a new card (saved when `save`) to `phone` in Kenya; answers the checkout's and success page's paths and the transfer's id. */
async function paidTransfer(page: Page, phone: string, save: boolean) {
  await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/card-checkout\?session_id=/);
  const checkout = new URL(page.url());
  if (save) await page.getByLabel('Save this card', { exact: false }).check();
  await payWithCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/success\?session_id=/);
  const success = new URL(page.url());
  const [latest] = (await (await page.context().request.get('/api/transactions?limit=1')).json()) as { id: string }[];
  return { id: latest.id, checkoutPath: checkout.pathname + checkout.search, successPath: success.pathname + success.search };
}

/** A bank account by its numbers, which Stripe verifies by micro-deposits: its card offers "Verify". */
async function addBankAwaitingMicroDeposits(page: Page) {
  await page.goto('/add-payment-method?type=bank_account');
  await page.getByRole('button', { name: 'Enter account numbers instead' }).click();
  await page.getByLabel('Account Holder Name', { exact: true }).fill('Amina Okello');
  await page.getByLabel('Bank Name', { exact: true }).fill('First Test Bank');
  // Stripe's test account verified by micro-deposits.
  await page.getByLabel('Routing Number', { exact: true }).fill('110000000');
  await page.getByLabel('Account Number', { exact: true }).fill('000123456789');
  await page.getByLabel('Account Type', { exact: true }).selectOption('checking');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await page.getByText('Bank account added').first().waitFor();
}

/** A rate alert far above today's Kenyan rate, so it stays waiting. */
async function setRateAlert(page: Page) {
  await page.goto('/rate-alerts?country=kenya');
  await page.getByLabel('Target rate', { exact: true }).fill('999');
  await page.getByRole('button', { name: 'Set alert' }).click();
  await page.getByRole('article', { name: /Kenya at 999/ }).waitFor();
}

/** Issue #27: WCAG 2.2 AA on every page and dialog of the sender and admin areas, in English. */
describe('accessibility (WCAG 2.2 AA, English)', () => {
  let browser: Browser;
  let data: SenderData;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { page, email } = await signedInPage(browser, 'Amina', 'Okello');
    const paid = await paidTransfer(page, '0712 345 678', true);
    // The sandbox partners cannot pay a phone ending in 999999: the operator's queue gets an item.
    const failed = await paidTransfer(page, '0712 999 999', false);
    await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 679' });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/card-checkout\?session_id=/);
    const unpaid = new URL(page.url());
    await addBankAwaitingMicroDeposits(page);
    await setRateAlert(page);
    data = {
      email,
      storageState: await page.context().storageState(),
      paidId: paid.id,
      checkoutPath: paid.checkoutPath,
      successPath: paid.successPath,
      failedPayoutId: failed.id,
      unpaidCheckoutPath: unpaid.pathname + unpaid.search,
    };
    await page.context().close();
  }, 120_000);
  afterAll(() => browser.close());

  /** One page per area in a window of `options`, the admin one past the gate. */
  async function pagesAt(options: PageOptions): Promise<Record<Area, Page>> {
    const sender = await openPage(browser, '/', { ...options, storageState: data.storageState });
    const visitor = await openPage(browser, '/', options);
    const admin = await openPage(browser, '/admin', options);
    for (const page of [sender, visitor, admin]) countRequests(page);
    await signInAtAdminGate(admin);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return { sender, visitor, admin };
  }

  /**
   * Opens every stop once in a window of `options` and answers what fails there: axe's
   * findings when `axe`, and sideways scrolling (or a dialog wider than the window) when `overflow`.
   */
  async function checkEveryStop(options: PageOptions, checks: { axe: boolean; overflow: boolean }): Promise<string[]> {
    const pages = await pagesAt(options);
    const failures: string[] = [];
    for (const stop of [...senderStops(data), ...visitorStops(data.email), ...adminStops(data)]) {
      const page = pages[stop.area];
      let dialog: string | void;
      try {
        dialog = await stop.open(page);
      } catch (error) {
        failures.push(`${stop.name}: could not open (${String(error).split('\n')[0]})`);
        continue;
      }
      if (checks.axe) failures.push(...(await accessibilityViolations(page, dialog ?? undefined)).map((found) => `${stop.name}: ${found}`));
      if (checks.overflow) {
        const { overflow, culprits } = await horizontalOverflow(page);
        if (overflow > 0) failures.push(`${stop.name}: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
        const box = dialog ? await page.locator(dialog).boundingBox() : null;
        if (box && (box.x < 0 || box.x + box.width > options.width!)) failures.push(`${stop.name}: the dialog is wider than the window`);
      }
      if (dialog) {
        await page.keyboard.press('Escape');
        await page.locator(dialog).waitFor({ state: 'detached' });
      }
    }
    await Promise.all(Object.values(pages).map((page) => page.context().close()));
    return failures;
  }

  it(`finds no violation on a ${PHONE_WIDTH} px phone, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop({ width: PHONE_WIDTH }, { axe: true, overflow: true })).toEqual([]);
  }, 300_000);

  it(`finds no violation on a ${DESKTOP_WIDTH} px desktop, and nothing scrolls sideways there`, async () => {
    expect(await checkEveryStop({ width: DESKTOP_WIDTH, height: 800 }, { axe: true, overflow: true })).toEqual([]);
  }, 300_000);

  it('scrolls nothing sideways on a desktop zoomed to 200%', async () => {
    expect(await checkEveryStop(DESKTOP_AT_200_PERCENT, { axe: false, overflow: true })).toEqual([]);
  }, 300_000);

  it('announces form errors: a refused sign-in as an alert, a send form field as invalid with its message', async () => {
    const visitor = await openPage(browser, '/login', { width: PHONE_WIDTH });
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await announcedState(visitor.getByLabel('Email or Phone', { exact: true }))).toEqual({ invalid: true, description: expect.stringMatching(/\w/) });
    await visitor.getByLabel('Email or Phone', { exact: true }).fill(data.email);
    await visitor.getByLabel('Password', { exact: true }).fill('not-the-password');
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The form's own alert, beside the toast's: both reach a screen reader as they appear.
    await visitor.locator('form [role="alert"]').filter({ hasText: 'Invalid email/phone or password' }).waitFor();

    const sender = await openPage(browser, '/send', { width: PHONE_WIDTH, storageState: data.storageState });
    const amount = sender.getByLabel('Send Amount', { exact: true });
    await amount.fill('0');
    await sender.getByRole('button', { name: /Continue to Payment|Review Transfer/ }).click();
    await sender.locator('[aria-invalid="true"]').first().waitFor();
    expect(await announcedState(amount)).toEqual({ invalid: true, description: 'Amount must be at least $0.01' });
    // The first field in error takes the focus, so its message is read out at once.
    expect(await sender.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await Promise.all([visitor.context().close(), sender.context().close()]);
  });
});
