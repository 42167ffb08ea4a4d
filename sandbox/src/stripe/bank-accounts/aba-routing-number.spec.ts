import { passesAbaChecksum } from './aba-routing-number.js';

describe('passesAbaChecksum', () => {
  it('accepts routing numbers whose weighted digit sum is a multiple of 10', () => {
    expect(passesAbaChecksum('110000000')).toBe(true);
    expect(passesAbaChecksum('021000021')).toBe(true);
    expect(passesAbaChecksum('011000015')).toBe(true);
  });

  it('refuses a wrong check digit and anything but nine digits', () => {
    expect(passesAbaChecksum('110000001')).toBe(false);
    expect(passesAbaChecksum('021000022')).toBe(false);
    expect(passesAbaChecksum('11000000')).toBe(false);
    expect(passesAbaChecksum('1100000000')).toBe(false);
    expect(passesAbaChecksum('11000000a')).toBe(false);
  });
});
