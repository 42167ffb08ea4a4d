import { formatAmount } from './format-amount.js';

describe('formatAmount', () => {
  it('reads minor units by the currency', () => {
    expect(formatAmount(12345, 'usd')).toBe('123.45 USD');
    expect(formatAmount(50, 'USD')).toBe('0.50 USD');
    expect(formatAmount(5000, 'ugx')).toBe('5000 UGX');
    expect(formatAmount(1234, 'kwd')).toBe('1.234 KWD');
  });
});
