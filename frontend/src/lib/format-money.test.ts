import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows US dollars with a $ sign, two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0.01, 'USD')).toBe('$0.01');
    expect(formatMoney('1000000')).toBe('$1,000,000.00');
  });

  it('shows other currencies as two decimals followed by the currency code', () => {
    expect(formatMoney(1234.5, 'KES')).toBe('1,234.50 KES');
    expect(formatMoney('3750', 'UGX')).toBe('3,750.00 UGX');
  });

  it('keeps the precision of large decimal strings', () => {
    expect(formatMoney('123456789012.34', 'UGX')).toBe('123,456,789,012.34 UGX');
  });

  it('shows $0.00 for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney('abc', 'KES')).toBe('$0.00');
    expect(formatMoney('')).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'ETB')).toBe('$0.00');
  });
});

describe('formatDate', () => {
  it('formats dates in en-US', () => {
    expect(formatDate('2025-03-07T12:00:00Z')).toBe('Mar 7, 2025');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDate('not a date')).toBe('—');
  });
});
