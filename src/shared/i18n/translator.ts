import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../domain/language.js';
import { am } from './catalogs/am.js';
import { en } from './catalogs/en.js';
import { sw } from './catalogs/sw.js';
import { ti } from './catalogs/ti.js';

/** One message of a catalog: the ICU text, a note for translators, and whether a native speaker still has to review it. */
export interface CatalogEntry {
  message: string;
  description: string;
  review?: string;
}

/** The ids of the emails' and SMS's messages: the English catalog's keys. */
export type ServerMessageId = keyof typeof en;

export type ServerCatalog = Record<ServerMessageId, CatalogEntry>;

export const SERVER_CATALOGS: Record<Language, ServerCatalog> = { en, am, ti, sw };

/** The locale numbers and dates are written in; English stays US English. */
export const SERVER_LOCALE: Record<Language, string> = { en: 'en-US', am: 'am-ET', ti: 'ti-ER', sw: 'sw-KE' };

export type MessageValues = Record<string, string | number>;

/** A message in one language; the function a message builder is given. */
export type Translate = (id: ServerMessageId, values?: MessageValues) => string;

const formats = new Map<string, IntlMessageFormat>();

/** `translatorFor('am')('receipt.subject')`: ICU messages (intl-messageformat), each parsed once. */
export function translatorFor(language: Language): Translate {
  return (id, values) => {
    const key = `${language}:${id}`;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(SERVER_CATALOGS[language][id].message, SERVER_LOCALE[language]);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the language's locale, in `timeZone`; one formatter per combination (making one is what costs). */
export function formatDateIn(language: Language, date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(SERVER_LOCALE[language], options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}
