import { describe, expect, it } from 'vitest';
import { parseExpiry } from '@/lib/tokenize-card';
import { formatCardNumber, formatCvv, formatExpiry, isValidExpiry } from './card-format';

describe('card formats', () => {
  it('keeps only the digits of a card number and groups them in fours, 19 characters at most', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42ab42')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242 999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/YY, adding the slash once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('ab')).toBe('');
  });

  it('keeps at most four CVV digits', () => {
    expect(formatCvv('12a3')).toBe('123');
    expect(formatCvv('123456')).toBe('1234');
  });

  it('accepts a real month only', () => {
    expect(isValidExpiry('12/30')).toBe(true);
    expect(isValidExpiry('01/27')).toBe(true);
    expect(isValidExpiry('13/30')).toBe(false);
    expect(isValidExpiry('00/30')).toBe(false);
    expect(isValidExpiry('1/30')).toBe(false);
  });

  it('reads the expiry as a month and a four-digit year', () => {
    expect(parseExpiry('07/31')).toEqual({ month: 7, year: 2031 });
  });
});
