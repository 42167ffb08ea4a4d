import { languageFromAcceptLanguage } from './language.js';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['am-ET,am;q=0.9,en;q=0.8', 'am'],
    ['fr-FR,fr;q=0.9,sw;q=0.5', 'sw'],
    // Weights rank the tags, whatever their order; equal weights keep the header's order.
    ['en;q=0.4, ti-ER;q=0.9', 'ti'],
    ['sw, am', 'sw'],
    ['EN-us', 'en'],
    // q=0 means "not this one".
    ['am;q=0, sw;q=0.1', 'sw'],
  ])('%s reads as %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('falls back to English for a header naming none of the app’s languages, an empty one, or none', () => {
    expect(languageFromAcceptLanguage('fr-FR,de;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
  });
});
