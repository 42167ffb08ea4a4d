import type { Browser } from 'playwright-core';
import { launchBrowser, sandboxUrl } from './support/browser.js';
import { inbox } from './support/sandbox-inbox.js';
import { fillTransfer, payAndOpenDetails, waitForStatus } from './support/send-and-pay.js';
import { signedInPage } from './support/signed-in-page.js';

describe('a sender pays recipients through each payout partner', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('pays an M-Pesa recipient in Kenya in whole shillings and sees the M-Pesa receipt; the recipient gets an SMS', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, { country: 'kenya', firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712 555 201' });
    await page.getByText('M-Pesa pays whole shillings: the amount is rounded down.').waitFor();
    await payAndOpenDetails(page);
    await waitForStatus(page, 'completed');
    const receipt = await page.getByTestId('payout-receipt').textContent();
    expect(receipt).toMatch(/^M-Pesa receipt [A-Z0-9]{10}$/);
    const [sms] = await inbox().waitFor('+254712555201');
    // In Swahili, a Kenyan recipient's language (issue #27).
    expect(sms.text).toContain(`Risiti ${receipt!.split(' ').at(-1)}`);
    expect(sms.text).toMatch(/^Amina amekutumia [\d,]+\.00 KES kwenye M-Pesa\./);
    await page.context().close();
  });

  it('pays an MTN Mobile Money recipient in Uganda after seeing the name the wallet is registered to', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, { country: 'uganda', firstName: 'Okello', lastName: 'Mugisha', phone: '0772 555 202' });
    const registered = page.getByTestId('mtn-registered-name');
    await registered.getByText(/^Registered to: \S+ \S+/).waitFor();
    // The wallet's holder is not the typed name (the sandbox names wallets by number): the sender confirms that person.
    const confirm = registered.getByRole('checkbox');
    if ((await confirm.count()) > 0) await confirm.check();
    await payAndOpenDetails(page);
    await waitForStatus(page, 'completed');
    expect(await page.getByTestId('payout-receipt').textContent()).toMatch(/^MTN transaction id \d+$/);
    expect((await inbox().waitFor('+256772555202'))[0].text).toMatch(/^Amina sent you [\d,]+\.00 UGX to MTN Mobile Money\./);
    await page.context().close();
  });

  it('pays a telebirr wallet in Ethiopia through the aggregator', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, { country: 'ethiopia', firstName: 'Abebe', lastName: 'Bikila', phone: '0911 555 203' }, async () => {
      await page.getByRole('radio', { name: 'telebirr' }).check();
    });
    // Thunes names the wallet's holder (the sandbox by number: never "Abebe Bikila"); the sender confirms that person.
    const holder = page.getByTestId('account-holder-name');
    await holder.getByText(/^Registered to: \S+ \S+/).waitFor();
    const registeredName = (await holder.locator('span.font-semibold').first().textContent())!.trim();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const confirm = holder.getByRole('checkbox', { name: `I know ${registeredName}: this is the person I am sending to.` });
    await page.getByText(`Confirm that ${registeredName} is your recipient, or correct the name or number.`).waitFor();
    await confirm.check();
    const transferId = await payAndOpenDetails(page);
    const detail = (await (await page.context().request.get(`/api/transactions/${transferId}`)).json()) as { recipientInfo: object };
    expect(detail.recipientInfo).toMatchObject({ registeredName, registeredNameMatches: false, registeredNameConfirmed: true });
    await waitForStatus(page, 'completed');
    expect(await page.getByText('telebirr').count()).toBeGreaterThan(0);
    await page.getByTestId('payout-receipt').waitFor();
    // In Amharic, an Ethiopian recipient's language.
    expect((await inbox().waitFor('+251911555203'))[0].text).toMatch(/^Amina [\d,]+\.\d\d ETB ወደ telebirr ልኮልዎታል።/);
    await page.context().close();
  });

  it('sends cash for pickup in Eritrea: the sender sees the pickup code, the recipient gets it by SMS, and it completes once collected', async () => {
    const { page } = await signedInPage(browser);
    await fillTransfer(page, { country: 'eritrea', firstName: 'Senait', lastName: 'Tesfay', phone: '07 555 204' });
    await page.getByText(/collects the cash at a Himbol Financial Services agent in Eritrea/).first().waitFor();
    const transferId = await payAndOpenDetails(page);
    // The open page shows the code by itself once the agent holds the cash: no reload (issue #29).
    const shown = page.getByTestId('pickup-code');
    await shown.waitFor({ timeout: 30_000 });
    const code = (await shown.getAttribute('data-code'))!;
    expect(code).toMatch(/^\d{10}$/);
    expect((await shown.textContent())!.trim()).toBe(`${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`);
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('ready_for_pickup');
    expect(await page.getByRole('region', { name: 'Pickup code' }).textContent()).toContain('Give this code to Senait');
    // In Tigrinya, an Eritrean recipient's language.
    expect((await inbox().waitFor('+2917555204'))[0].text).toContain(`ብኮድ ምውሳድ ${code}`);

    // The recipient collects the cash at the agent (the sandbox's Cash collected button).
    const sandbox = await browser.newPage();
    await sandbox.goto(sandboxUrl());
    const transactions = (await (await sandbox.request.get(`${sandboxUrl()}/api/thunes/transactions`)).json()) as { id: string; external_id: string }[];
    const transaction = transactions.find((t) => t.external_id === transferId)!;
    expect((await sandbox.request.post(`${sandboxUrl()}/api/thunes/transactions/${transaction.id}/collect`)).ok()).toBe(true);
    await sandbox.close();

    // Collected: the open page turns completed by itself too.
    await page.locator('[data-status="completed"]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('pickup-code').count()).toBe(0);
    await page.context().close();
  });
});
