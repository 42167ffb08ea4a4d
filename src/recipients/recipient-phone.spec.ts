import type { Country } from '../shared/domain/country.js';
import { domainErrorOf } from '../shared/testing/domain-error-of.js';
import { normalizeRecipientPhone } from './recipient-phone.js';

describe('a recipient phone number', () => {
  it.each<[Country, string, string]>([
    ['kenya', '0712 345 678', '+254712345678'],
    ['kenya', '0712-345-678', '+254712345678'],
    ['kenya', '712345678', '+254712345678'],
    ['kenya', '+254 712 345 678', '+254712345678'],
    ['kenya', '254712345678', '+254712345678'],
    ['kenya', '00254712345678', '+254712345678'],
    ['kenya', '0110 123456', '+254110123456'],
    ['uganda', '0772 123456', '+256772123456'],
    ['uganda', '+256 772 123 456', '+256772123456'],
    ['uganda', '(0414) 123456', '+256414123456'],
    ['ethiopia', '0911 234 567', '+251911234567'],
    ['ethiopia', '+251 91 123 4567', '+251911234567'],
    ['ethiopia', '011 551 1234', '+251115511234'],
    ['eritrea', '07 123 456', '+2917123456'],
    ['eritrea', '7123456', '+2917123456'],
    ['eritrea', '+291 7 123456', '+2917123456'],
    ['eritrea', '+291 1 201234', '+2911201234'],
  ])('in %s, typed "%s", is stored as %s', (country, typed, e164) => {
    expect(normalizeRecipientPhone(typed, country)).toBe(e164);
  });

  it('keeps a number already in E.164 as it is', () => {
    expect(normalizeRecipientPhone('+254712345678', 'kenya')).toBe('+254712345678');
  });

  it.each<[Country, string, string]>([
    ['kenya', '+256772123456', 'Enter a valid Kenyan phone number'],
    ['kenya', '+12025550100', 'Enter a valid Kenyan phone number'],
    ['uganda', '+254712345678', 'Enter a valid Ugandan phone number'],
    ['ethiopia', '+2917123456', 'Enter a valid Ethiopian phone number'],
    ['eritrea', '+251911234567', 'Enter a valid Eritrean phone number'],
  ])('in %s refuses another country\'s number %s', (country, typed, message) => {
    const error = domainErrorOf(() => normalizeRecipientPhone(typed, country));
    expect(error).toMatchObject({ code: 'RECIPIENT.INVALID_PHONE', kind: 'validation', field: 'phone', message });
  });

  it.each(['0712345', '07123456789012', 'call me', '0712 345 678 ext 5', '+254712345678x', '', '+'])(
    'refuses "%s", which is not a Kenyan number',
    (typed) => {
      expect(domainErrorOf(() => normalizeRecipientPhone(typed, 'kenya'))).toMatchObject({ code: 'RECIPIENT.INVALID_PHONE' });
    },
  );

  it('names the field of the request it was read from', () => {
    expect(domainErrorOf(() => normalizeRecipientPhone('123', 'uganda', 'recipient.phone')).field).toBe('recipient.phone');
  });
});
