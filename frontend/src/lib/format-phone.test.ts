import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['+256772123456', '+256 772 123456'],
    ['+254712345678', '+254 712 345678'],
    ['+12025550100', '+1 202 555 0100'],
    ['(202) 555-0147', '+1 202 555 0147'],
    // Ethiopia and Eritrea: the corridor's other countries.
    ['+251911234567', '+251 91 123 4567'],
    ['+2917123456', '+291 7 123 456'],
  ])('groups %s as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('shows a number of a country outside the corridor as typed (its metadata is not in the app)', () => {
    expect(formatPhone('+442071838750')).toBe('+442071838750');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});
