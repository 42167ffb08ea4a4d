import type { Browser } from 'playwright-core';
import { appUrl, launchBrowser } from './support/browser.js';
import { signedInPage } from './support/signed-in-page.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

/** Issue #25, item 4: a sender's passkey, added on /settings, signs them in without a password. */
describe("a sender's passkey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is added in /settings, then signs the sender in with no password, and the session is listed', async () => {
    // Passkeys take no IP address as their relying party: the app is opened as localhost.
    const { page } = await signedInPage(browser, 'Amina', 'Okello', { withPhone: false, host: 'localhost', verifiedTo: 'none' });
    const home = appUrl().replace('127.0.0.1', 'localhost');
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    // Just signed in: adding a passkey asks for nothing more. The first second factor brings recovery codes.
    await page.goto('/settings');
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByText('You have no passkeys yet.').waitFor();
    await passkeys.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByText('Your passkey is your second factor now.').waitFor();
    expect(await passkeys.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await passkeys.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    const listed = passkeys.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
    await listed.filter({ hasText: 'Test laptop' }).filter({ hasText: 'Never used' }).waitFor();
    await passkeys.getByText('10 recovery codes left').waitFor();

    // Signed out, the sender comes back with the passkey alone: no email, no password.
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${home}/`);
    await page.getByRole('heading', { name: 'Welcome back, Amina' }).waitFor();

    // The new session is in the list of signed-in devices, as this one; the passkey shows it was used.
    await page.goto('/settings#sessions');
    const devices = page.getByTestId('signed-in-device');
    await devices.first().waitFor();
    expect(await devices.count()).toBe(1);
    expect(await devices.first().textContent()).toContain('This device');
    await listed.filter({ hasText: 'Test laptop' }).filter({ hasText: 'Last used' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});
