import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '@/lib/i18n/catalogs';
import type { Language } from '@/lib/i18n/languages';
import type { Say } from '@/lib/i18n/messages';
import { countries } from './countries';
import {
  deliveryDescription,
  deliveryExplanation,
  deliveryMethods,
  deliveryMethodsFor,
  defaultDeliveryMethod,
  effectiveDeliveryMethod,
  findDeliveryMethod,
  maskAccountNumber,
  payoutPartner,
} from './delivery-methods';

/** The words of the app in `language`, as `useT()` gives them. */
async function sayIn(language: Language): Promise<Say> {
  const intl = createIntl({ locale: language, messages: await loadCatalog(language) });
  return (id, values) => intl.formatMessage({ id }, values);
}

describe('delivery methods', () => {
  it("offers each country its methods, the server's default first", () => {
    expect(Object.fromEntries(countries.map((c) => [c.value, deliveryMethodsFor(c.value).map((m) => m.label)]))).toEqual({
      eritrea: ['Cash pickup'],
      ethiopia: ['telebirr', 'Bank account'],
      uganda: ['MTN Mobile Money'],
      kenya: ['M-Pesa'],
    });
    expect(defaultDeliveryMethod('ethiopia')).toBe('telebirr');
    expect(defaultDeliveryMethod('atlantis')).toBeUndefined();
  });

  it("takes a method the country offers, and the country's default for anything else", () => {
    expect(effectiveDeliveryMethod('ethiopia', 'bank_account')).toBe('bank_account');
    expect(effectiveDeliveryMethod('ethiopia', null)).toBe('telebirr');
    expect(effectiveDeliveryMethod('kenya', 'cash_pickup')).toBe('mpesa');
  });

  it('says plainly how cash pickup is collected', async () => {
    expect(deliveryExplanation(findDeliveryMethod('cash_pickup')!, await sayIn('en'))).toBe(
      "The recipient collects the cash at a Himbol Financial Services agent in Eritrea with the pickup code we send them by SMS and a valid ID. You'll also see the code on the transfer's page.",
    );
  });

  it('names the bank of a bank account and hides all but the last four digits of its number', () => {
    expect(deliveryDescription('bank_account', 'Commercial Bank of Ethiopia')).toBe('Bank account · Commercial Bank of Ethiopia');
    expect(deliveryDescription('mpesa', 'ignored')).toBe('M-Pesa');
    expect(deliveryDescription('carrier_pigeon')).toBe('carrier_pigeon');
    expect(maskAccountNumber('1000 1234 56789')).toBe('•••• 6789');
  });

  it("keeps each method's English name (the admin console's) the same as the English catalog's", async () => {
    const english = await sayIn('en');
    for (const method of deliveryMethods) expect(english(method.labelId), method.value).toBe(method.label);
  });

  it("names methods and partners in the sender's language (Swahili, Amharic), the agent network by its own name", async () => {
    const swahili = await sayIn('sw');
    expect(deliveryDescription('bank_account', 'Awash Bank', swahili)).toBe('Akaunti ya benki · Awash Bank');
    expect(deliveryExplanation(findDeliveryMethod('cash_pickup')!, swahili)).toMatch(/^Mpokeaji huchukua pesa taslimu kwa wakala wa Himbol Financial Services nchini Eritrea/);
    expect(payoutPartner('bank_account', null, swahili)).toBe('benki ya mpokeaji');
    const amharic = await sayIn('am');
    expect(deliveryDescription('telebirr', null, amharic)).toBe('ቴሌብር');
    expect(payoutPartner('bank_account', 'Awash Bank', amharic)).toBe('Awash Bank');
    expect(payoutPartner('cash_pickup', null, amharic)).toBe('Himbol Financial Services');
    expect(payoutPartner('carrier_pigeon', null, amharic)).toBeUndefined();
  });
});
