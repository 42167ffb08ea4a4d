import { decimalToMinor, minorToDecimal } from './thunes-amounts.js';

describe('Thunes amounts', () => {
  it.each([
    ['75000.00', 7_500_000n],
    ['10.00', 1_000n],
    ['150', 15_000n],
    ['15000', 1_500_000n],
    ['1000000.00', 100_000_000n],
    ['10.000', 1_000n],
    [0.01, 1n],
    [1, 100n],
    [19.99, 1_999n],
  ] as const)('reads %p as %p minor units, exactly', (value, minor) => {
    expect(decimalToMinor(value, 'ETB')).toBe(minor);
  });

  it.each(['0.001', '10.005', '-5', '1e3', '', 'ten', '5.'])('refuses %p', (value) => {
    expect(decimalToMinor(value, 'ETB')).toBeNull();
  });

  it('refuses a float artefact rather than rounding it', () => {
    expect(decimalToMinor(0.1 + 0.2, 'ETB')).toBeNull();
  });

  it('writes amounts with the payer decimals where the amount allows', () => {
    expect(minorToDecimal(150_000n, 'ERN', 0)).toBe('1500');
    expect(minorToDecimal(123_450n, 'ETB', 2)).toBe('1234.50');
    expect(minorToDecimal(123_450n, 'ETB', 1)).toBe('1234.5');
    expect(minorToDecimal(5n, 'ETB', null)).toBe('0.05');
  });

  it('keeps the hundredths of an amount finer than the payer pays (Thunes refuses it)', () => {
    expect(minorToDecimal(150_050n, 'ERN', 0)).toBe('1500.50');
  });
});
