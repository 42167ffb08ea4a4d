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

describe('a product amount in hundredths as a ledger decimal', () => {
  it('has the ledger\'s decimals, and keeps a fraction a whole-unit ledger cannot hold rather than round it', async () => {
    const { hundredthsAsDecimal } = await import('./hundredths.js');
    expect(hundredthsAsDecimal(123450n, 2)).toBe('1234.50');
    expect(hundredthsAsDecimal(25_000_000n, 0)).toBe('250000');
    expect(hundredthsAsDecimal(25_000_050n, 0)).toBe('250000.50');
    expect(hundredthsAsDecimal(-100n, 0)).toBe('-1');
  });
});
