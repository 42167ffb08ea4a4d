import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from './languages';

/**
 * The language showing now, for code outside React that formats or sends it (the money and
 * date helpers, registration). The i18n provider sets it before its children render.
 */
let active: Language = DEFAULT_LANGUAGE;

export function activeLanguage(): Language {
  return active;
}

export function setActiveLanguage(language: Language): void {
  active = language;
}

/** The `Intl` locale of the language showing ("en-US" for English). */
export function activeLocale(): string {
  return INTL_LOCALE[active];
}
