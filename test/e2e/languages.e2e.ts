import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from './support/accessibility.js';
import { appUrl, launchBrowser, openPage } from './support/browser.js';
import { payWithCard } from './support/card-form.js';
import { inbox } from './support/sandbox-inbox.js';
import { continueToCardCheckout } from './support/send-and-pay.js';
import { verifyPageSender } from './support/signed-in-page.js';

// Issue #27: a sender switches to Amharic, registers, sends money, and reads the disclosure, the
// result page and the receipt email in Amharic; the Kenyan recipient's SMS arrives in Swahili.
describe('a sender who reads Amharic', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('switches to Amharic on the landing page, registers, sends money and reads it all in Amharic', async () => {
    const page = await openPage(browser, '/');
    await page.getByRole('heading', { level: 1, name: /Fast, secure money transfers to Africa/ }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('am');
    await page.getByRole('heading', { level: 1, name: /ፈጣን እና ደህንነቱ የተጠበቀ የገንዘብ ዝውውር ወደ አፍሪካ/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('am');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'ነፃ መለያ ይክፈቱ' }).click();
    await page.getByRole('heading', { name: 'መለያዎን ይክፈቱ' }).waitFor();
    const email = `amharic.${randomBytes(4).toString('hex')}@example.com`;
    await page.getByLabel('ስም', { exact: true }).fill('Amina');
    await page.getByLabel('የአባት ስም', { exact: true }).fill('Okello');
    await page.getByLabel('ኢሜይል', { exact: true }).fill(email);
    await page.getByLabel('የይለፍ ቃል', { exact: true }).fill('correct horse 1');
    await page.getByRole('button', { name: 'መለያ ይክፈቱ', exact: true }).click();

    await page.getByRole('heading', { name: 'መለያዎን ያረጋግጡ' }).waitFor();
    const [codeEmail] = await inbox().waitFor(email);
    expect(codeEmail.subject).toBe('የRemit East Africa ማረጋገጫ ኮድዎ');
    await page.getByLabel('የማረጋገጫ ኮድ', { exact: true }).fill(await inbox().latestCode(email));
    await page.getByRole('button', { name: 'አረጋግጥ', exact: true }).click();
    await page.waitForURL(`${appUrl()}/`);
    expect(await (await page.context().request.get('/api/auth/me')).json()).toMatchObject({ language: 'am' });

    // Before a first transfer the send screen asks, in Amharic, for the Basic verification (issue #26); the
    // sender verifies (the profile's screens have their own journey in identity-verification.e2e.ts).
    await page.goto('/send?amount=100');
    await page.getByTestId('verify-to-send').getByText('ከመጀመሪያው ዝውውርዎ በፊት ማንነትዎን በመገለጫዎ ላይ ያረጋግጡ።').waitFor();
    await verifyPageSender(page, { tier: 'basic', firstName: 'Amina', lastName: 'Okello' });

    const recipientLocal = `0712 ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} 9${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    // The send form in Amharic: its labels, the payment options and the button.
    await page.goto('/send');
    await page.getByRole('heading', { level: 1, name: 'ገንዘብ ይላኩ' }).waitFor();
    await page.getByLabel('የሚላከው መጠን', { exact: true }).fill('100');
    await page.getByLabel('መድረሻ ሀገር', { exact: true }).selectOption('kenya');
    await page.getByLabel('የተቀባይ ስም', { exact: true }).fill('Wanjiru');
    await page.getByLabel('የተቀባይ የአባት ስም', { exact: true }).fill('Kamau');
    await page.getByLabel('የተቀባይ ስልክ ቁጥር', { exact: true }).fill(recipientLocal);
    await page.getByRole('radio', { name: 'አዲስ የክሬዲት/ዴቢት ካርድ' }).check();
    expect(await page.getByRole('note', { name: 'ከፍ ያለ የማስኬጃ ክፍያ' }).count()).toBe(1);
    await page.getByTestId('summary-total-amount').filter({ hasText: '109.00' }).waitFor();
    expect(await page.getByTestId('summary-total-amount').textContent()).toMatch(/^ጠቅላላ መጠን/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await continueToCardCheckout(page, 'ወደ ክፍያ ይቀጥሉ');

    // The Remittance Rule's disclosure before paying, in Amharic.
    await page.getByRole('heading', { name: 'በካርድ ይክፈሉ' }).waitFor();
    await page.getByRole('heading', { name: 'የክፍያ ማጠቃለያ' }).waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toMatch(/^ጠቅላላ.*109\.00/);
    expect(await page.getByTestId('checkout-taxes').textContent()).toContain('ግብሮች');
    expect(await page.getByTestId('checkout-rate').textContent()).toMatch(/^የምንዛሪ ተመን1 USD = [\d,.]+ KES$/);
    expect(await page.getByTestId('checkout-available-by').textContent()).toContain('ከክፍያ በኋላ በ24 ሰዓት ውስጥ');
    expect(await page.getByTestId('pay-button').textContent()).toMatch(/109\.00 ይክፈሉ$/);
    await payWithCard(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'ዝውውሩ ተሳክቷል!' }).waitFor();
    expect(await page.getByText('ገንዘብዎ ወደ Wanjiru Kamau በመጓዝ ላይ ነው').count()).toBe(1);
    expect(await page.getByTestId('receipt').textContent()).toContain('የመሰረዝ መብት፦');
    expect(await page.getByRole('heading', { name: 'የአደራረስ መረጃ' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    const receipt = await inbox().withSubject(email, 'የዝውውርዎ ደረሰኝ', 30_000);
    expect(receipt.text).toContain('ወደ Wanjiru Kamau ላደረጉት ዝውውር ደረሰኝ');
    expect(receipt.text).toContain('ጠቅላላ፦ $109.00');

    const recipientPhone = `+254${recipientLocal.replace(/\D/g, '').slice(1)}`;
    const [sms] = await inbox().waitFor(recipientPhone, 1, 30_000);
    expect(sms.text).toMatch(/^Amina amekutumia [\d,]+\.00 KES kwenye M-Pesa\./);
    await page.context().close();
  }, 120_000); // A whole journey (registration, identity verification, payment, emails and SMS) in one test.
});
