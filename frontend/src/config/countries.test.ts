import { describe, expect, it } from 'vitest';
import { countryFlag, findCountry } from './countries';

describe('countries', () => {
  it('knows the currency of each destination', () => {
    expect(findCountry('ethiopia')).toMatchObject({ label: 'Ethiopia', currencyCode: 'ETB', currencyName: 'Birr' });
  });

  it('gives an unknown country a generic globe instead of a flag', () => {
    expect(countryFlag('kenya')).toBe('🇰🇪');
    expect(countryFlag('atlantis')).toBe('🌐');
  });
});
