import type { Browser } from 'playwright-core';
import { seedE2eOperator, signInAtAdminGate } from './support/admin-gate.js';
import { launchBrowser, openPage } from './support/browser.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

describe("an operator's passkey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is added from the admin area, then stands in for the authenticator code at the gate', async () => {
    const operator = await seedE2eOperator({ role: 'finance' });
    // Passkeys take no IP address as their relying party: the app is opened as localhost.
    const admin = await openPage(browser, '/admin', { host: 'localhost' });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(admin);

    // Signed in with the code, the operator adds a passkey under a name.
    await signInAtAdminGate(admin, operator);
    await admin.getByText(`Signed in as ${operator.email} · Finance`).waitFor();
    await admin.getByRole('button', { name: 'Passkeys', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Your passkeys' });
    await dialog.getByText('You have no passkeys yet.').waitFor();
    await dialog.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await admin.getByText('Passkey added').waitFor();
    const listed = dialog.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');
    await listed.filter({ hasText: 'Test laptop' }).filter({ hasText: 'Never used' }).waitFor();
    expect(await listed.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Logged out, they come back with email, password and the passkey: no code.
    await admin.getByRole('button', { name: 'Logout' }).click();
    await admin.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await admin.getByLabel('Email', { exact: true }).fill(operator.email);
    await admin.getByLabel('Admin Password', { exact: true }).fill(operator.password);
    await admin.getByRole('button', { name: 'Use a passkey instead of a code' }).click();
    await admin.getByText('Admin Access Granted').waitFor();
    await admin.getByText(`Signed in as ${operator.email} · Finance`).waitFor();
    expect(await admin.getByLabel('Authentication Code', { exact: true }).count()).toBe(0);

    // The passkey shows it was used; the authenticator holds one credential that has signed.
    await admin.getByRole('button', { name: 'Passkeys', exact: true }).click();
    await dialog.getByRole('list', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Test laptop' }).filter({ hasText: 'Last used' }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);

    await admin.context().close();
  });
});
