import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import {
  deliveryDescription,
  deliveryMethodsFor,
  defaultDeliveryMethod,
  effectiveDeliveryMethod,
  findDeliveryMethod,
  maskAccountNumber,
} from './delivery-methods';

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

  it('says plainly how cash pickup is collected', () => {
    expect(findDeliveryMethod('cash_pickup')?.explanation).toBe(
      "The recipient collects the cash at a Himbol Financial Services agent in Eritrea with the pickup code we send them by SMS and a valid ID. You'll also see the code on the transfer's page.",
    );
  });

  it('names the bank of a bank account and hides all but the last four digits of its number', () => {
    expect(deliveryDescription('bank_account', 'Commercial Bank of Ethiopia')).toBe('Bank account · Commercial Bank of Ethiopia');
    expect(deliveryDescription('mpesa', 'ignored')).toBe('M-Pesa');
    expect(deliveryDescription('carrier_pigeon')).toBe('carrier_pigeon');
    expect(maskAccountNumber('1000 1234 56789')).toBe('•••• 6789');
  });
});
