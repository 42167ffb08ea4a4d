import fc from 'fast-check';
import { ledgerDecimal } from './ledger-decimal.js';

describe('a ledger amount as a decimal', () => {
  it('has the ledger\'s decimals: cents for USD, none for UGX', () => {
    expect(ledgerDecimal(123450n, 2)).toBe('1234.50');
    expect(ledgerDecimal(5n, 2)).toBe('0.05');
    expect(ledgerDecimal(0n, 2)).toBe('0.00');
    expect(ledgerDecimal(-5n, 2)).toBe('-0.05');
    expect(ledgerDecimal(-123450n, 2)).toBe('-1234.50');
    expect(ledgerDecimal(250000n, 0)).toBe('250000');
    expect(ledgerDecimal(-7n, 0)).toBe('-7');
  });

  it('reads back as the same amount, exactly, at any size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.constantFrom(0, 2), (units, scale) => {
        const text = ledgerDecimal(units, scale);
        expect(BigInt(text.replace('.', ''))).toBe(units);
        expect(text.split('.')[1]?.length ?? 0).toBe(scale);
      }),
    );
  });
});
