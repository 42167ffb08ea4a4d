import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { activeLanguage } from './active-language';
import { DEFAULT_LANGUAGE } from './languages';

/** Where the catalogs keep a server error's message: `error.<code>` ("error.TRANSFER.RECIPIENT_NAME_MISMATCH"). */
export const SERVER_ERROR_PREFIX = 'error.';

/** The messages showing, for code outside React that words an error (`errorMessage`): set by `ServerErrorTranslation`. */
let showing: IntlShape | undefined;

/**
 * Rendered once inside the app's IntlProvider: keeps its messages at hand for `translatedServerError`.
 * (The formatting is react-intl's, already loaded: no parser or catalog import of its own in the entry bundle.)
 */
export function ServerErrorTranslation(): null {
  showing = useIntl();
  return null;
}

/** How many English-only parts of the page are showing (the admin area): while one is, server errors keep the server's words. */
let englishOnlyParts = 0;

/** For a part of the page that stays English (`EnglishOnly`): the server errors it shows are not translated. */
export function useServerErrorsInEnglish(): void {
  useEffect(() => {
    englishOnlyParts += 1;
    return () => {
      englishOnlyParts -= 1;
    };
  }, []);
}

/**
 * The sentence of an error the api answered (`{ message, code, ...details }`) in the language
 * showing: the catalog's `error.<code>` message, given the answer's details as values (and
 * `retryAfterMinutes` beside a `retryAfterSeconds`). The table of codes lives in the catalogs,
 * downloaded with the language, not in code. English, a code the catalog does not know, or an
 * answer without a value its message needs keep the server's own words: the answer is undefined
 * and the caller shows `message`.
 */
export function translatedServerError(body: Record<string, unknown>): string | undefined {
  const intl = showing;
  if (!intl || englishOnlyParts > 0 || activeLanguage() === DEFAULT_LANGUAGE || typeof body.code !== 'string') return undefined;
  const message = intl.messages[SERVER_ERROR_PREFIX + body.code];
  if (!message) return undefined;
  const seconds = body.retryAfterSeconds;
  const values = typeof seconds === 'number' ? { ...body, retryAfterMinutes: Math.ceil(seconds / 60) } : body;
  try {
    const format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters });
    return String(format.format(values as Record<string, string | number | boolean>));
  } catch {
    return undefined;
  }
}
