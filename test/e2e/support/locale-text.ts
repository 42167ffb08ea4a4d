import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type english from '../../../frontend/src/locales/en.json';

/** The languages the e2e tier checks the app in (issue #27). */
export type Locale = 'en' | 'am';
export type MessageId = keyof typeof english;

/**
 * The app's own words in `locale`, looked up by message id in its catalog
 * (frontend/src/locales/<locale>.json), so a step written once finds its button or label in
 * every language: `say` for a plain message, `pattern` for one with placeholders.
 */
export interface LocaleText {
  locale: Locale;
  say(id: MessageId): string;
  /** The message as a whole-text pattern, each `{placeholder}` standing for any text. */
  pattern(id: MessageId): RegExp;
  /** Any one of the messages, whole. */
  oneOf(...ids: MessageId[]): RegExp;
}

type Catalog = Record<string, { message: string }>;
const catalogs = new Map<Locale, Catalog>();

function catalog(locale: Locale): Catalog {
  let found = catalogs.get(locale);
  if (!found) {
    found = JSON.parse(readFileSync(resolve('frontend/src/locales', `${locale}.json`), 'utf8')) as Catalog;
    catalogs.set(locale, found);
  }
  return found;
}

/** ICU's quoting: '' is an apostrophe. */
const unquote = (text: string) => text.replace(/''/g, "'");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function localeText(locale: Locale): LocaleText {
  const message = (id: MessageId): string => {
    const entry = catalog(locale)[id] ?? catalog('en')[id];
    if (!entry) throw new Error(`No message ${id} in the ${locale} catalog`);
    return entry.message;
  };
  const say = (id: MessageId) => unquote(message(id));
  return {
    locale,
    say,
    oneOf: (...ids) => new RegExp(`^(${ids.map((id) => escapeRegExp(say(id))).join('|')})$`),
    pattern: (id) =>
      new RegExp(
        `^${message(id)
          .split(/\{[^{}]*\}/)
          .map((part) => escapeRegExp(unquote(part)))
          .join('.+')}$`,
      ),
  };
}
