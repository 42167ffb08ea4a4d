/** The languages of the sender interface (issue #27): English, Amharic, Tigrinya, Swahili. */
export const LANGUAGES = ['en', 'am', 'ti', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself: a reader finds their own language whatever is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  am: 'አማርኛ',
  ti: 'ትግርኛ',
  sw: 'Kiswahili',
};

/**
 * The locale `Intl` formats numbers, money and dates in. English stays en-US: the spec shows
 * amounts and dates in the US format ("$1,234.50", "Jan 5, 2025").
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-US',
  am: 'am-ET',
  ti: 'ti-ER',
  sw: 'sw-KE',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages the app speaks ("am-ET" is Amharic), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

const STORAGE_KEY = 'language';
const COOKIE = 'language';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A visitor's choice, kept in this browser (localStorage, and a cookie where storage is off). */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked (private mode in some browsers): the cookie may still hold it.
  }
  const cookie = document.cookie.split(';').map((pair) => pair.trim().split('='));
  const value = cookie.find(([key]) => key === COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // The cookie below is enough.
  }
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** On a first visit the browser's languages choose; afterwards the visitor's own choice. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return pickLanguage(preferred.filter(Boolean));
}
