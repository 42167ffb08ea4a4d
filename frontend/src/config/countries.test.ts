import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';

describe('countries', () => {
  it('knows the currency of each destination', () => {
    expect(findCountry('ethiopia')).toMatchObject({ label: 'Ethiopia', currencyCode: 'ETB', currencyName: 'Birr' });
  });

  it('knows nothing of other countries', () => {
    expect(findCountry('atlantis')).toBeUndefined();
  });
});
