import type { Country } from './country.js';

/** The languages senders and recipients are written to in (issue #27): English, Amharic, Tigrinya, Swahili. */
export const LANGUAGES = ['en', 'am', 'ti', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A recipient's language when the sender chose none: the one most read where they live
 * (Swahili in Kenya, English in Uganda, Amharic in Ethiopia, Tigrinya in Eritrea).
 */
export const RECIPIENT_LANGUAGE_BY_COUNTRY = {
  kenya: 'sw',
  uganda: 'en',
  ethiopia: 'am',
  eritrea: 'ti',
} as const satisfies Record<Country, Language>;
