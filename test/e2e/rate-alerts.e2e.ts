import type { Browser, Page } from 'playwright-core';
import { signInAtAdminGate } from './support/admin-gate.js';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { inbox } from './support/sandbox-inbox.js';
import { signedInPage } from './support/signed-in-page.js';

describe('a sender waits for a better rate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openAdminRates(): Promise<Page> {
    const admin = await openPage(browser, '/admin');
    await signInAtAdminGate(admin);
    await admin.goto('/admin?tab=rates');
    return admin;
  }

  async function setRate(admin: Page, country: string, rate: string): Promise<void> {
    await admin.getByLabel('Country', { exact: true }).selectOption(country);
    await admin.getByLabel('New Rate', { exact: true }).fill(rate);
    await admin.getByRole('button', { name: 'Update Rate' }).click();
    await admin.getByText('Exchange rate updated').first().waitFor();
  }

  const alertMessages = async (email: string) =>
    (await inbox().messages(email)).filter((message) => /reached your alert/.test(message.subject ?? ''));

  it('sets an alert from the send screen, and is emailed once with a link when the admin raises the rate past it', async () => {
    const { page: sender, email } = await signedInPage(browser, 'Selam', 'Haile', { withPhone: false });
    const rates = (await (await sender.context().request.get('/api/rates')).json()) as { ethiopia: number };
    const before = rates.ethiopia;
    const target = Math.floor(before) + 1;
    const raised = target + 1;

    // From the send screen's exchange rate row to the alerts page, with the country chosen.
    await sender.goto('/send');
    await sender.getByLabel('Destination Country', { exact: true }).selectOption('ethiopia');
    await sender.getByRole('link', { name: 'Alert me when the rate is better' }).click();
    await sender.waitForURL(`${appUrl()}/rate-alerts?country=ethiopia`);
    await sender.getByRole('heading', { level: 1, name: 'Rate alerts' }).waitFor();
    expect(await sender.getByLabel('Country', { exact: true }).inputValue()).toBe('ethiopia');

    // A target at today's rate is refused with the rate stated; one above it is set.
    await sender.getByTestId('rate-ethiopia').filter({ hasText: before.toFixed(4) }).waitFor();
    await sender.getByLabel('Target rate', { exact: true }).fill(String(before));
    await sender.getByRole('button', { name: 'Set alert' }).click();
    await sender.getByText(`The rate for Ethiopia is already 1 USD = ${before.toFixed(4)} ETB. Choose a target above it.`).waitFor();
    await sender.getByLabel('Target rate', { exact: true }).fill(String(target));
    await sender.getByRole('button', { name: 'Set alert' }).click();
    const alert = sender.getByRole('article', { name: `Ethiopia at ${target.toFixed(4)}` });
    await alert.getByText('Waiting').waitFor();

    // The operator raises the rate past the target in the admin area's Exchange Rates tab.
    const admin = await openAdminRates();
    await setRate(admin, 'ethiopia', String(raised));

    await inbox().waitFor(email, 2);
    const [message] = await alertMessages(email);
    expect(message).toMatchObject({ channel: 'email', to: email, subject: 'Ethiopia: the rate reached your alert' });
    expect(message!.text).toContain(`1 USD = ${raised.toFixed(4)} ETB, your alert was ${target.toFixed(4)}`);
    const link = `${appUrl()}/send?country=ethiopia`;
    expect(message!.text).toContain(link);

    // The page shows it reached, and the email came once.
    await sender.reload();
    await sender
      .getByRole('article', { name: `Ethiopia at ${target.toFixed(4)}` })
      .getByText(new RegExp(`^Reached on .+ at ${raised.toFixed(4).replace('.', '\\.')}$`))
      .waitFor();
    expect(await alertMessages(email)).toHaveLength(1);

    // The link opens the send screen with the country chosen, at the new rate.
    await sender.goto(link);
    expect(await sender.getByLabel('Destination Country', { exact: true }).inputValue()).toBe('ethiopia');

    // Put the rate back for the other journeys.
    await setRate(admin, 'ethiopia', String(before));
    await admin.context().close();
    await sender.context().close();
  });
});
