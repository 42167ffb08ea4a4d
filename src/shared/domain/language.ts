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

/**
 * The first language of an HTTP Accept-Language header ("am-ET,am;q=0.9,en;q=0.8") that the
 * app speaks, in the order of the header's weights; English when none. The app picks a first
 * visitor's language from the browser's languages the same way (frontend/src/lib/i18n/languages.ts).
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ base, weight }) => base && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
