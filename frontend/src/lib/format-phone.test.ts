import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['+256772123456', '+256 772 123456'],
    ['+254712345678', '+254 712 345678'],
    ['+12025550100', '+1 202 555 0100'],
    ['(202) 555-0147', '+1 202 555 0147'],
  ])('groups %s as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});
