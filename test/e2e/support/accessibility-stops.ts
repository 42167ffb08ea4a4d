import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ACTION_TEXTS, type AttentionActionName, type AttentionKind } from '../../../src/admin/domain/attention-item.js';
import { INVITATION_SUBJECT } from '../../../src/admin/domain/operator-enrolment.js';
import { seedE2eOperator, signInAtAdminGate } from './admin-gate.js';
import { linkSandboxBank } from '../../support/sandbox-payments.js';
import { openPage, sandboxUrl, type PageOptions } from './browser.js';
import { accessibilityViolations } from './accessibility.js';
import { basicDetails } from '../../support/verified-sender.js';
import { payWithCard } from './card-form.js';
import type { Locale, LocaleText } from './locale-text.js';
import { horizontalOverflow } from './phone-sized.js';
import { countRequests, settled } from './page-settled.js';
import { inbox } from './sandbox-inbox.js';
import { fillTransfer } from './send-and-pay.js';
import { signedInPage } from './signed-in-page.js';
import { addVirtualAuthenticator } from './virtual-authenticator.js';

/**
 * Every page and dialog of the sender, visitor and admin areas (issue #27), written once and
 * checked in each language by its own e2e file (accessibility.e2e.ts in English,
 * accessibility-amharic.e2e.ts in Amharic): the sender's words are looked up by message id in
 * the language's catalog, or found by role, test id or field name where no id exists yet.
 */

const ADMIN_TABS = ['attention', 'approvals', 'transactions', 'users', 'rates', 'analytics', 'finance', 'float', 'reconciliation', 'audit', 'compliance', 'operators'];
const PASSWORD = 'Safe-Password-2026';
/**
 * The sender's name: close to a listed one (test/fixtures/sdn's 'ZEPHRANOVA, Aurelíe Ñusta', under
 * screening's likely match), so transaction monitoring opens a compliance case on their first payout.
 */
const CASE_SENDER = ['Aureliano', 'Zefranov'] as const;
/** The sender with two-step verification on, who also asked for the Enhanced tier. */
const ENHANCED_SENDER = ['Selam', 'Tesfaye'] as const;

/**
 * Who looks at a stop: the signed-in sender, a sender who has not verified their identity yet
 * (a newcomer), a visitor signed out, or the operator past the admin gate.
 */
export type Area = 'sender' | 'newcomer' | 'visitor' | 'admin';

/**
 * One page or dialog to check. `open` brings it up on a page of its area and answers the
 * selector of the dialog it opened (axe then looks inside it only: the page behind has a
 * stop of its own), or nothing for a whole page.
 */
export interface Stop {
  name: string;
  area: Area;
  open: (page: Page) => Promise<string | void>;
  /** The language its content declares when not the one checked (the admin area's pages, shown signed out too, are English). */
  declares?: Locale;
  /** Closes the dialog `open` answered, where Escape does not (a provider's window). */
  close?: (page: Page) => Promise<void>;
}

/** What the checks need made first: each page then shows real data. */
export interface StopData {
  email: string;
  storageState: BrowserContextOptions['storageState'];
  paidId: string;
  checkoutPath: string;
  successPath: string;
  failedPayoutId: string;
  /** A checkout not paid yet: the card form with the provider's fields. */
  unpaidCheckoutPath: string;
  /** A sender with two-step verification on: signing in asks for the code. */
  twoStepEmail: string;
  /** An invited operator's enrolment link (path and token), not used. */
  enrolmentPath: string;
  /** A bank enrolment's access token at the Teller sandbox: the bank checkout lists its accounts. */
  bankAccessToken: string;
  /** A sender not verified yet who has given their Basic details: /profile offers the identity check. */
  newcomerStorageState: BrowserContextOptions['storageState'];
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

/** Waits for a dialog (named `name` when told) and answers its selector for axe. */
async function dialogOpened(page: Page, role: 'dialog' | 'alertdialog', name?: string): Promise<string> {
  await (name === undefined ? page.getByRole(role) : page.getByRole(role, { name })).waitFor();
  await settled(page);
  return `[role="${role}"]`;
}

/** A call to the api as the page's own user (its session and CSRF cookies). */
async function apiAs(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<unknown> {
  const request = page.context().request;
  const csrf = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  if (!(await csrf())) await request.get('/api/auth/me');
  const response = await request.fetch(path, { method, data, headers: { 'x-csrf-token': (await csrf()) ?? '' } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The sender's two-step verification off (a stop before turned it on), so /settings offers to turn it on. */
async function twoStepOff(page: Page): Promise<void> {
  const status = (await apiAs(page, 'GET', '/api/settings/two-step')) as { authenticator: boolean };
  if (status.authenticator) await apiAs(page, 'POST', '/api/settings/two-step/off', { currentPassword: PASSWORD });
}

/** /settings loaded anew with two-step verification off, its set-up started: the QR code and its key. */
async function twoStepSetUp(page: Page): Promise<void> {
  await twoStepOff(page);
  await visit(page, '/settings', { reload: true });
  const card = page.locator('[aria-labelledby="two-step-heading"]');
  await card.getByRole('button').click();
  await card.getByTestId('authenticator-key').waitFor();
}

function senderStops(data: StopData, text: LocaleText): Stop[] {
  const unpaidSession = new URLSearchParams(data.unpaidCheckoutPath.split('?')[1]).get('session_id');
  const pages = [
    '/', '/dashboard', '/send', '/transfer', '/recipients', '/add-recipient', '/payment-methods', '/add-payment-method', '/transactions',
    `/transactions/${data.paidId}`, `/transactions/${data.failedPayoutId}`, '/rate-alerts', '/profile', '/settings',
    data.successPath, '/cancel', data.checkoutPath, data.unpaidCheckoutPath,
    // The bank checkout before the bank is connected, then with its accounts to choose from.
    `/teller-checkout?session_id=${unpaidSession}`,
    `/teller-checkout?session_id=${unpaidSession}&access_token=${data.bankAccessToken}`,
    '/support', '/about', '/privacy', '/terms', '/nowhere',
  ];
  const button = (page: Page, id: Parameters<LocaleText['say']>[0]) => page.getByRole('button', { name: text.say(id), exact: true });
  return [
    ...pages.map((path): Stop => ({ name: path.replace(/access_token=[^&]+/, 'access_token=…'), area: 'sender', open: (page) => visit(page, path) })),
    {
      // Opened in a tab of its own (no window opened it), the bank's return page carries its query on to the bank checkout.
      name: '/teller-callback (in a tab of its own)',
      area: 'sender',
      open: async (page) => {
        await visit(page, `/teller-callback?session_id=${unpaidSession}`);
        await page.waitForURL(/\/teller-checkout\?session_id=/);
        await settled(page);
      },
    },
    {
      name: 'send form with its errors',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/send', { reload: true });
        await page.getByRole('button', { name: text.oneOf('send.continueToPayment', 'send.reviewTransfer') }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      name: 'review-before-pay dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/send', { reload: true });
        const field = (id: Parameters<LocaleText['say']>[0]) => page.getByLabel(text.say(id), { exact: true });
        await field('send.amount').fill('20');
        await field('send.country').selectOption('kenya');
        await field('send.recipientFirstName').fill('Wanjiru');
        await field('send.recipientLastName').fill('Kamau');
        await field('send.recipientPhone').fill('0712 345 678');
        await page.getByRole('radio', { name: /4242/ }).check();
        await page.getByTestId('summary-total-amount').filter({ hasText: '21.80' }).waitFor();
        await button(page, 'send.reviewTransfer').click();
        return dialogOpened(page, 'dialog', text.say('send.review.title'));
      },
    },
    {
      name: 'edit recipient dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/recipients');
        await button(page, 'recipients.card.edit').first().click();
        return dialogOpened(page, 'dialog', text.say('recipients.edit.title'));
      },
    },
    {
      name: 'delete recipient dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/recipients');
        await button(page, 'recipients.card.delete').first().click();
        return dialogOpened(page, 'alertdialog', text.say('recipients.delete.title'));
      },
    },
    {
      name: 'delete payment method dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/payment-methods');
        await page.getByRole('main').getByRole('button', { name: text.say('recipients.card.delete'), exact: true }).first().click();
        return dialogOpened(page, 'alertdialog', text.say('paymentMethods.delete.title'));
      },
    },
    {
      name: 'bank account by its numbers',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/add-payment-method?type=bank_account');
        await button(page, 'paymentMethods.link.numbersInstead').click();
        await page.getByLabel(text.say('paymentMethods.numbers.routing'), { exact: true }).waitFor();
      },
    },
    {
      name: 'verify bank account dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/payment-methods');
        await button(page, 'paymentMethods.verify').click();
        return dialogOpened(page, 'dialog', text.say('paymentMethods.microdeposits.title'));
      },
    },
    {
      name: 'remove rate alert dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/rate-alerts');
        await page.getByRole('button', { name: text.pattern('rateAlerts.removeLabel') }).first().click();
        return dialogOpened(page, 'alertdialog', text.say('rateAlerts.removeTitle'));
      },
    },
    {
      name: 'cancel transfer dialog',
      area: 'sender',
      open: async (page) => {
        await visit(page, `/transactions/${data.failedPayoutId}`);
        await button(page, 'transactions.cancel').click();
        return dialogOpened(page, 'alertdialog', text.say('transactions.cancelTitle'));
      },
    },
    {
      name: 'change password refused (too short)',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/profile', { reload: true });
        const form = page.locator('form:has(input[name="newPassword"])');
        await form.locator('input[name="newPassword"]').fill('short');
        await form.locator('button[type="submit"]').click();
        await form.locator('[role="alert"]').waitFor();
      },
    },
    { name: 'two-step verification set-up (QR code and key)', area: 'sender', open: (page) => twoStepSetUp(page) },
    {
      name: 'two-step verification on: the recovery codes',
      area: 'sender',
      open: async (page) => {
        await twoStepSetUp(page);
        const card = page.locator('[aria-labelledby="two-step-heading"]');
        const secret = (await card.getByTestId('authenticator-key').textContent())!.trim();
        await card.locator('input[name="code"]').fill(await generate({ secret }));
        await card.locator('button[type="submit"]').click();
        await card.locator('[role="status"] li').first().waitFor();
      },
    },
    {
      name: 'two-step verification, turning it off',
      area: 'sender',
      open: async (page) => {
        // On since the stop before.
        await visit(page, '/settings', { reload: true });
        const card = page.locator('[aria-labelledby="two-step-heading"]');
        await card.getByRole('button').click();
        await card.locator('input[name="currentPassword"]').waitFor();
      },
    },
    {
      name: 'remove passkey dialog',
      area: 'sender',
      open: async (page) => {
        // A passkey needs the browser's authenticator and a host name (sender-passkey.e2e.ts adds
        // one for real): here the list's answer holds one, and Remove asks first.
        const list = '**/api/settings/passkeys';
        const passkey = { id: 987654, name: 'Pixel 8', createdAt: new Date().toISOString(), lastUsedAt: null };
        await page.route(list, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { items: [passkey] } }) : route.fallback()));
        try {
          await visit(page, '/settings', { reload: true });
          await page.locator('#passkeys li button').click();
          return await dialogOpened(page, 'alertdialog');
        } finally {
          await page.unroute(list);
        }
      },
    },
    {
      name: "step-up dialog (confirm it's you)",
      area: 'sender',
      open: async (page) => {
        await visit(page, '/settings', { reload: true });
        // The server asks for a step-up only when the last proof is 10 minutes old: the first
        // change of the notification settings is answered as it would be then.
        const asked = '**/api/settings/notifications';
        await page.route(asked, (route) =>
          route.request().method() === 'GET'
            ? route.fallback()
            : route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'AUTH.STEP_UP_REQUIRED', method: 'password' }) }),
        );
        try {
          await page.locator('input[name="email"]').click();
          return await dialogOpened(page, 'dialog');
        } finally {
          await page.unroute(asked);
        }
      },
    },
    {
      // The compliance team's question (prepareStops asks it): the dashboard and /profile show it with the form to answer.
      name: "answer to the compliance team's question, refused (empty)",
      area: 'sender',
      open: async (page) => {
        await visit(page, '/', { reload: true });
        const request = page.getByTestId('information-request');
        await request.getByRole('button', { name: text.say('informationRequest.send'), exact: true }).click();
        await request.locator('[aria-invalid="true"]').waitFor();
      },
    },
    {
      // A Verified ID sender's way to Enhanced, on /profile.
      name: 'Enhanced tier request, refused (no source of funds)',
      area: 'sender',
      open: async (page) => {
        await visit(page, '/profile', { reload: true });
        const form = page.getByRole('form', { name: text.say('profile.verification.enhanced.form') });
        await form.getByRole('button', { name: text.say('profile.verification.enhanced.submit'), exact: true }).click();
        await form.locator('[aria-invalid="true"]').waitFor();
      },
    },
  ];
}

/** A sender who has given their Basic details and not yet passed the identity check (issue #26). */
function newcomerStops(text: LocaleText): Stop[] {
  const identityWindow = '[data-stripe-sandbox="identity-verification"]';
  return [
    ...['/', '/send', '/profile'].map((path): Stop => ({ name: `${path} (not verified yet)`, area: 'newcomer', open: (page) => visit(page, path) })),
    {
      name: 'identity details refused (no legal first name)',
      area: 'newcomer',
      open: async (page) => {
        await visit(page, '/profile', { reload: true });
        await page.getByRole('button', { name: text.say('profile.verification.editDetails'), exact: true }).click();
        const form = page.getByRole('form', { name: text.say('profile.verification.basicForm') });
        await form.locator('input[name="legalFirstName"]').fill('');
        await form.locator('button[type="submit"]').click();
        await form.locator('[aria-invalid="true"]').waitFor();
      },
    },
    {
      // Stripe.js verifyIdentity's window over the page (in tests the sandbox's stand-in, as the card fields are).
      name: "identity check started: the provider's window",
      area: 'newcomer',
      open: async (page) => {
        await visit(page, '/profile', { reload: true });
        await page.getByRole('button', { name: text.say('profile.verification.startBasic'), exact: true }).click();
        await page.frameLocator(`${identityWindow} iframe`).getByRole('button', { name: 'Close' }).waitFor();
        await settled(page);
        return identityWindow;
      },
      close: async (page) => {
        // Clicked from inside the frame: the window goes (and its frame with it) while a click by the mouse would still be waiting on it.
        await page.frameLocator(`${identityWindow} iframe`).getByRole('button', { name: 'Close' }).evaluate((button) => (button as HTMLElement).click());
        await page.locator(identityWindow).waitFor({ state: 'detached' });
      },
    },
  ];
}

function visitorStops(data: StopData, text: LocaleText): Stop[] {
  const otherLanguage: Locale = text.locale === 'en' ? 'am' : 'en';
  const pages = ['/', '/login', '/register', '/verify?userId=1&type=phone', '/forgot-password', '/support', '/nowhere'];
  const signIn = async (page: Page, email: string, password: string) => {
    await visit(page, '/login', { reload: true });
    await page.locator('main input[name="emailOrPhone"]').fill(email);
    await page.locator('main input[name="password"]').fill(password);
    await page.locator('main form button[type="submit"]').click();
  };
  return [
    ...pages.map((path): Stop => ({ name: `${path} (signed out)`, area: 'visitor', open: (page) => visit(page, path) })),
    { name: '/admin (signed out: the gate)', area: 'visitor', declares: 'en', open: (page) => visit(page, '/admin') },
    { name: 'admin enrolment, an invitation', area: 'visitor', declares: 'en', open: (page) => visit(page, data.enrolmentPath) },
    { name: 'admin enrolment, a link not valid', area: 'visitor', declares: 'en', open: (page) => visit(page, '/admin/enrol?token=used-up') },
    {
      name: 'sign-in refused',
      area: 'visitor',
      open: async (page) => {
        await signIn(page, data.email, 'not-the-password');
        await page.locator('form [role="alert"]').waitFor();
      },
    },
    {
      name: 'sign-in, the second step (authenticator code)',
      area: 'visitor',
      open: async (page) => {
        await signIn(page, data.twoStepEmail, PASSWORD);
        await page.locator('#second-factor-heading').waitFor();
        await settled(page);
      },
    },
    {
      name: 'register form with its errors',
      area: 'visitor',
      open: async (page) => {
        await visit(page, '/register', { reload: true });
        await page.locator('main form button[type="submit"]').click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      name: 'reset password, code step',
      area: 'visitor',
      open: async (page) => {
        await visit(page, '/forgot-password', { reload: true });
        await page.locator('main input[name="emailOrPhone"]').fill(data.email);
        await page.locator('main form button[type="submit"]').click();
        await page.locator('main input[name="newPassword"]').waitFor();
      },
    },
    {
      // The last visitor stop: the visitor's page shows the other language from here on.
      name: `landing page after choosing ${otherLanguage} in the header's language select`,
      area: 'visitor',
      declares: otherLanguage,
      open: async (page) => {
        await visit(page, '/');
        await page.getByRole('banner').getByRole('combobox', { name: text.say('language.label') }).selectOption(otherLanguage);
        await page.locator(`html[lang="${otherLanguage}"]`).waitFor();
        await settled(page);
      },
    },
  ];
}

/** The admin area is English in every language (issue #27). */
function adminStops(data: StopData): Stop[] {
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
      name: '/admin/rates form with its errors',
      area: 'admin',
      open: async (page) => {
        await visit(page, '/admin/rates');
        await page.getByRole('button', { name: 'Update Exchange Rates' }).click();
        await page.locator('main [aria-invalid="true"]').first().waitFor();
      },
    },
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
      name: 'admin retry payout dialog',
      area: 'admin',
      open: async (page) => {
        await (await attentionRow(page)).getByRole('button', { name: 'Retry payout' }).click();
        return dialogOpened(page, 'alertdialog', 'Retry payout');
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
    {
      name: 'admin confirm top-up dialog',
      area: 'admin',
      open: async (page) => {
        await withPendingTopUp(page, () => page.getByRole('button', { name: `Confirm top-up ${PENDING_TOP_UP.bankReference}` }).click());
        return dialogOpened(page, 'alertdialog', 'Confirm this top-up?');
      },
    },
    {
      name: 'admin cancel top-up dialog',
      area: 'admin',
      open: async (page) => {
        await withPendingTopUp(page, () => page.getByRole('button', { name: `Cancel top-up ${PENDING_TOP_UP.bankReference}` }).click());
        return dialogOpened(page, 'alertdialog', 'Cancel this top-up?');
      },
    },
    {
      name: 'admin reject proposal dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'approvals');
        const proposal = page.locator('tr[data-approval-id][data-status="pending"]', { has: page.getByRole('list', { name: 'Limits proposed' }) });
        await proposal.getByRole('button', { name: 'Reject' }).click();
        return dialogOpened(page, 'alertdialog', 'Reject proposal');
      },
    },
    {
      name: 'admin sending limits proposed without why',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'rates');
        const form = page.getByRole('form', { name: 'Sending limits' });
        const perTransfer = form.getByLabel('Per transfer (USD)', { exact: true });
        // The form fills in with today's limits once they have arrived.
        await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', await perTransfer.elementHandle(), { timeout: 10_000 });
        await perTransfer.fill(String(Number(await perTransfer.inputValue()) - 1));
        await form.getByRole('button', { name: 'Propose limits' }).click();
        await form.locator('[aria-invalid="true"]').waitFor();
      },
    },
    {
      // The sender's case (prepareStops: their name is close to a listed one; the sender was asked for information),
      // found by their email: the other language's file, in the same stack, has a sender of the same name.
      name: 'admin compliance case dialog (figures, transfers, timeline, decisions, Close account asked again)',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'compliance');
        await page.getByRole('row').filter({ hasText: data.email }).getByRole('button', { name: `Open case of ${CASE_SENDER.join(' ')}` }).click();
        const dialog = await dialogOpened(page, 'dialog', 'Compliance case');
        await page.locator(dialog).getByRole('region', { name: 'Timeline' }).waitFor();
        // A note typed: the decision buttons (Clear, Request information, File a SAR, Close account) are enabled.
        await page.locator(dialog).getByLabel('Note (also the reason for a decision)').fill('Asked the sender where the money comes from');
        // Close account asks again first (nothing is sent until confirmed): the question is checked too.
        await page.locator(dialog).getByRole('button', { name: 'Close account', exact: true }).click();
        await page.locator(dialog).getByRole('button', { name: 'Yes, close account' }).waitFor();
        return dialog;
      },
    },
    {
      name: 'admin Enhanced tier request, declining it without a reason',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'compliance');
        const request = page.getByRole('row').filter({ hasText: data.twoStepEmail });
        await request.getByRole('button', { name: `Decline Enhanced for ${ENHANCED_SENDER.join(' ')}` }).click();
        const form = request.getByRole('form', { name: `Decline the request of ${ENHANCED_SENDER.join(' ')}` });
        await form.getByRole('button', { name: 'Decline request' }).click();
        await form.locator('[aria-invalid="true"]').waitFor();
      },
    },
    {
      // The admin page has a browser authenticator (pagesAt): the operator adds a passkey, then Remove asks first.
      name: 'admin remove passkey dialog (over Your passkeys)',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'attention');
        await page.getByRole('button', { name: 'Passkeys', exact: true }).click();
        const passkeys = page.getByRole('dialog', { name: 'Your passkeys' });
        await passkeys.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
        await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
        await passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').getByRole('button').click();
        return dialogOpened(page, 'alertdialog');
      },
    },
    ...OTHER_ATTENTION_ACTIONS.map(
      ([kind, action]): Stop => ({
        name: `admin "${ACTION_TEXTS[action].label}" dialog (${kind.replace(/_/g, ' ')})`,
        area: 'admin',
        open: async (page) => {
          await withAttentionItem(page, data.failedPayoutId, kind, action, () =>
            page.locator(`tr[data-attention-key="${syntheticKey(kind, action)}"]`).getByRole('button', { name: ACTION_TEXTS[action].label, exact: true }).click(),
          );
          return dialogOpened(page, 'alertdialog', ACTION_TEXTS[action].label);
        },
      }),
    ),
    {
      name: 'admin deactivate operator dialog',
      area: 'admin',
      open: async (page) => {
        await tab(page, 'operators');
        await page.getByRole('button', { name: /^Deactivate / }).first().click();
        return dialogOpened(page, 'alertdialog', 'Deactivate this operator?');
      },
    },
  ];
}

/** A top-up recorded and not yet confirmed, as the float tab lists one (see `withPendingTopUp`). */
const PENDING_TOP_UP = {
  id: 'a11y-top-up',
  rail: 'daraja',
  currency: 'KES',
  localAmount: '1000.00',
  usdPaid: '7.74',
  rate: '129.2000',
  bankReference: 'WIRE-A11Y-2',
  note: null,
  state: 'pending',
  opening: false,
  recordedAt: new Date().toISOString(),
  confirmedAt: null,
  cancelledAt: null,
};

/**
 * The float tab with a pending top-up among the real ones, and `act` done there: the list is
 * the api's answer with one more row, so no top-up is recorded for the other files of the run
 * (the dialogs it opens do nothing until confirmed).
 */
async function withPendingTopUp(page: Page, act: () => Promise<void>): Promise<void> {
  const overview = '**/api/admin/float';
  await page.route(overview, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { topUps: unknown[] };
    await route.fulfill({ response, json: { ...body, topUps: [PENDING_TOP_UP, ...body.topUps] } });
  });
  try {
    // Loaded anew: the tab shows the list it has already otherwise (and the operator stays signed in).
    await visit(page, '/admin?tab=float', { reload: true });
    await page.getByTestId(`top-up-${PENDING_TOP_UP.bankReference}`).waitFor();
    await act();
  } finally {
    await page.unroute(overview);
  }
}

/**
 * The queue's actions the real data of the run does not offer (the failed payout's Retry payout
 * and Refund sender have stops of their own): each is checked on an item of its kind added to
 * the list (see `withAttentionItem`), so no transfer is held, refused or broken for the check.
 */
const OTHER_ATTENTION_ACTIONS: ReadonlyArray<readonly [AttentionKind, AttentionActionName]> = [
  ['payout_failed', 'retry_payout_other_method'],
  ['refund_refused', 'retry_refund'],
  ['refund_refused', 'mark_refunded'],
  ['overdue', 'check_payout'],
  ['outbox_job', 'requeue'],
  ['screening_hold', 'release_screening'],
  ['screening_hold', 'refuse_screening'],
  ['payout_held', 'release_payout'],
  ['money_alert', 'resolve_alert'],
  ['reconciliation_break', 'explain_break'],
  ['reconciliation_break', 'correct_break'],
  ['reconciliation_break', 'escalate_break'],
];

const syntheticKey = (kind: AttentionKind, action: AttentionActionName) => `a11y_${kind}:${action}`;

/** A Kenyan break between the payout partner's records and the books, as the queue shows one. */
function syntheticBreak(transferId: string) {
  const at = new Date(Date.now() - 30 * 3600_000).toISOString();
  return {
    id: 'a11y-break',
    provider: 'daraja',
    kind: 'amount_differs',
    key: `payout:${transferId}`,
    currency: 'KES',
    providerAmount: 12920,
    booksAmount: 12900,
    difference: 20,
    providerRecords: [{ id: 'SANDBOX-A11Y', what: 'B2C payment', amount: -12920, at, transferId }],
    ourEntries: [{ id: 'a11y-ledger-transfer', what: 'Payout sent', amount: -12900, at, transferId }],
    transferId,
    status: 'open',
    note: null,
    correctionId: null,
    firstSeenAt: at,
    lastSeenAt: at,
    ageHours: 30,
    late: true,
    correctionAccounts: ['partner_float:daraja', 'fx_settlement'],
  };
}

/**
 * The attention tab with one more item, of `kind`, offering `action`, beside the real ones
 * (a copy of the failed payout's item with another kind and key), and `act` done there. The
 * dialog it opens is only looked at: nothing is sent for the made-up key.
 */
async function withAttentionItem(page: Page, failedPayoutId: string, kind: AttentionKind, action: AttentionActionName, act: () => Promise<void>): Promise<void> {
  const list = '**/api/admin/attention';
  await page.route(list, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: Array<Record<string, unknown>> };
    const failed = body.items.find((item) => String(item.key).startsWith(`payout_failed:${failedPayoutId}`));
    if (!failed) throw new Error(`the queue has no failed payout of ${failedPayoutId}`);
    const item = {
      ...failed,
      key: syntheticKey(kind, action),
      kind,
      actions: [{ name: action, ...ACTION_TEXTS[action] }],
      pendingApprovals: [],
      alternatives:
        action === 'retry_payout_other_method'
          ? [{ method: 'bank_account', label: 'Bank account', banks: [{ id: '1', name: 'Equity Bank' }, { id: '2', name: 'KCB Bank' }] }]
          : [],
      ...(kind === 'reconciliation_break' ? { reconciliationBreak: syntheticBreak(failedPayoutId) } : {}),
    };
    await route.fulfill({ response, json: { ...body, items: [item, ...body.items] } });
  });
  try {
    await visit(page, '/admin?tab=attention', { reload: true });
    await page.locator(`tr[data-attention-key="${syntheticKey(kind, action)}"]`).waitFor();
    await act();
  } finally {
    await page.unroute(list);
  }
}

export function everyStop(data: StopData, text: LocaleText): Stop[] {
  return [...senderStops(data, text), ...newcomerStops(text), ...visitorStops(data, text), ...adminStops(data)];
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

/**
 * A sender with two-step verification on (through the api, as account-security.e2e.ts does it in
 * the browser), who has asked for the Enhanced tier: the compliance tab lists the request.
 */
async function twoStepSender(browser: Browser): Promise<string> {
  const { page, email } = await signedInPage(browser, ...ENHANCED_SENDER, { withPhone: false });
  await apiAs(page, 'POST', '/api/profile/verification/enhanced', { occupation: 'Nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: 'Wages from the county hospital' });
  const { secret } = (await apiAs(page, 'POST', '/api/settings/two-step/authenticator', {})) as { secret: string };
  await apiAs(page, 'POST', '/api/settings/two-step/authenticator/confirm', { code: await generate({ secret }) });
  await page.context().close();
  return email;
}

/** A sender not verified yet, in `language`, who has given their Basic details (the check itself not started). */
async function newcomer(browser: Browser, language: Locale): Promise<BrowserContextOptions['storageState']> {
  const { page } = await signedInPage(browser, 'Dawit', 'Bekele', { withPhone: false, verifiedTo: 'none' });
  await apiAs(page, 'PUT', '/api/profile/verification/details', basicDetails('Dawit', 'Bekele'));
  if (language !== 'en') await apiAs(page, 'PUT', '/api/settings/language', { language });
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/**
 * An operator's proposal waiting for approval (new sending limits), for the Reject dialog
 * (`withdraw` withdraws it, so no later file of the run finds it), an invited operator's
 * enrolment link, and the compliance case of `caseSender` decided "Request information" (the
 * sender is asked a question in the app).
 */
async function adminData(browser: Browser, caseSender: string): Promise<{ enrolmentPath: string; withdraw: () => Promise<void> }> {
  const proposer = await openPage(browser, '/admin');
  countRequests(proposer);
  await signInAtAdminGate(proposer, await seedE2eOperator());
  await askForInformation(proposer, caseSender);
  // Another operator besides the ones signing in below: each checks the Deactivate dialog of someone else.
  await seedE2eOperator({ role: 'support' });
  const invited = `invited.${randomBytes(4).toString('hex')}@example.com`;
  await apiAs(proposer, 'POST', '/api/admin/operators/invites', { email: invited, role: 'support' });
  const link = /https?:\/\/\S+\/admin\/enrol\?token=\S+/.exec((await inbox().withSubject(invited, INVITATION_SUBJECT)).text)?.[0];
  if (!link) throw new Error(`no enrolment link in the invitation to ${invited}`);
  const limits = (await apiAs(proposer, 'GET', '/api/admin/sending-limits')) as Record<'perTransfer' | 'perDay' | 'perMonth', number>;
  const proposed = (await apiAs(proposer, 'PUT', '/api/admin/sending-limits', {
    perTransfer: limits.perTransfer - 1,
    perDay: limits.perDay,
    perMonth: limits.perMonth,
    proposalNote: 'Accessibility check: a proposal to look at, withdrawn afterwards',
  })) as { approvalId?: number };
  if (!proposed.approvalId) throw new Error('the new sending limits were set at once, not proposed');
  return {
    enrolmentPath: new URL(link).pathname + new URL(link).search,
    withdraw: async () => {
      await apiAs(proposer, 'POST', `/api/admin/approvals/${proposed.approvalId}/withdraw`, {});
      await proposer.context().close();
    },
  };
}

/** Once monitoring has opened `email`'s case (before their first payout), the operator asks them a question there. */
async function askForInformation(operator: Page, email: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let found: { id: string } | undefined;
  while (!found) {
    const { cases } = (await apiAs(operator, 'GET', '/api/admin/compliance/cases')) as { cases: { id: string; sender: { email: string | null } }[] };
    found = cases.find((c) => c.sender.email === email);
    if (found) break;
    if (Date.now() > deadline) throw new Error(`no compliance case was opened for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await apiAs(operator, 'POST', `/api/admin/compliance/cases/${found.id}/decision`, {
    decision: 'request_information',
    note: 'Who are the transfers to Kenya for, and where does the money come from?',
  });
}

/**
 * A sender with real data (two transfers paid, one of them failing at the payout, a checkout
 * unpaid, a bank account to verify, a rate alert, a recipient, a compliance case asking them a
 * question), in `language` (the account's, as `PUT /api/settings/language` sets it); a sender
 * with two-step verification on who asked for Enhanced; a sender not verified yet; an
 * operator's proposal waiting (`cleanUp` withdraws it) and an invited operator's link.
 */
export async function prepareStops(browser: Browser, language: LocaleText['locale']): Promise<{ data: StopData; cleanUp: () => Promise<void> }> {
  const { page, email } = await signedInPage(browser, ...CASE_SENDER);
  const paid = await paidTransfer(page, '0712 345 678', true);
  // The sandbox partners cannot pay a phone ending in 999999: the operator's queue gets an item.
  const failed = await paidTransfer(page, '0712 999 999', false);
  await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 345 679' });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/card-checkout\?session_id=/);
  const unpaid = new URL(page.url());
  await addBankAwaitingMicroDeposits(page);
  await setRateAlert(page);
  if (language !== 'en') await apiAs(page, 'PUT', '/api/settings/language', { language });
  const admin = await adminData(browser, email);
  const data: StopData = {
    email,
    storageState: await page.context().storageState(),
    paidId: paid.id,
    checkoutPath: paid.checkoutPath,
    successPath: paid.successPath,
    failedPayoutId: failed.id,
    unpaidCheckoutPath: unpaid.pathname + unpaid.search,
    bankAccessToken: await linkSandboxBank(sandboxUrl()),
    twoStepEmail: await twoStepSender(browser),
    enrolmentPath: admin.enrolmentPath,
    newcomerStorageState: await newcomer(browser, language),
  };
  await page.context().close();
  return { data, cleanUp: admin.withdraw };
}

/** One page per area in a window of `options` showing `language` (a visitor's choice kept in the browser), the admin one past the gate. */
async function pagesAt(browser: Browser, data: StopData, language: LocaleText['locale'], options: PageOptions): Promise<Record<Area, Page>> {
  const inLanguage = { ...options, language };
  const sender = await openPage(browser, '/', { ...inLanguage, storageState: data.storageState });
  const newcomerPage = await openPage(browser, '/', { ...inLanguage, storageState: data.newcomerStorageState });
  const visitor = await openPage(browser, '/', inLanguage);
  // As localhost, with a browser authenticator: the operator adds a passkey there (passkeys take no IP address).
  const admin = await openPage(browser, '/admin', { ...inLanguage, host: 'localhost' });
  await addVirtualAuthenticator(admin);
  for (const page of [sender, newcomerPage, visitor, admin]) countRequests(page);
  await signInAtAdminGate(admin);
  await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  for (const page of [sender, newcomerPage, visitor]) await page.locator(`html[lang="${language}"]`).waitFor();
  return { sender, newcomer: newcomerPage, visitor, admin };
}

/**
 * Opens every stop once in a window of `options`, in `text`'s language, and answers what fails
 * there: axe's findings when `axe`; sideways scrolling (or a dialog wider than the window) when
 * `overflow`; and content in another language than it declares (the admin area is English
 * inside a page whose <html lang> is the visitor's language: its content must say lang="en").
 */
export async function checkEveryStop(
  browser: Browser,
  data: StopData,
  text: LocaleText,
  options: PageOptions,
  checks: { axe: boolean; overflow: boolean },
): Promise<string[]> {
  const pages = await pagesAt(browser, data, text.locale, options);
  const failures: string[] = [];
  for (const stop of everyStop(data, text)) {
    const page = pages[stop.area];
    let dialog: string | void;
    try {
      dialog = await stop.open(page);
    } catch (error) {
      failures.push(`${stop.name}: could not open (${String(error).split('\n')[0]})`);
      continue;
    }
    const expected = stop.declares ?? (stop.area === 'admin' ? 'en' : text.locale);
    // In one go in the page: a node found and then replaced by a render would have no ancestors. Asked
    // again until the content is there (a render between the stop's wait and this read left none).
    const declared = await (
      await page.waitForFunction((scope) => document.querySelector(scope)?.closest('[lang]')?.getAttribute('lang') ?? false, dialog ?? 'main > *', { timeout: 5_000 }).catch(() => null)
    )?.jsonValue();
    if (declared !== expected) failures.push(`${stop.name}: its content declares lang="${declared}", not "${expected}"`);
    if (checks.axe) failures.push(...(await accessibilityViolations(page, dialog ?? undefined)).map((found) => `${stop.name}: ${found}`));
    if (checks.overflow) {
      const { overflow, culprits } = await horizontalOverflow(page);
      if (overflow > 0) failures.push(`${stop.name}: scrolls ${overflow} px sideways (${culprits.join('; ')})`);
      const box = dialog ? await page.locator(dialog).boundingBox() : null;
      if (box && (box.x < 0 || box.x + box.width > options.width!)) failures.push(`${stop.name}: the dialog is wider than the window`);
    }
    if (dialog && stop.close) await stop.close(page);
    else if (dialog) {
      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      // A dialog opened over another (Remove over Your passkeys): the one beneath closes too.
      const open = page.locator('[role="dialog"], [role="alertdialog"]');
      while ((await open.count()) > 0) {
        await page.keyboard.press('Escape');
        await open.first().waitFor({ state: 'detached' });
      }
    }
  }
  await Promise.all(Object.values(pages).map((page) => page.context().close()));
  return failures;
}
