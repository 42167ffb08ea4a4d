import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../domain/language.js';
import { SERVER_CATALOGS, SERVER_LOCALE, translatorFor } from './translator.js';

const srcDir = new URL('../..', import.meta.url).pathname;
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (path !== join(srcDir, 'shared/i18n/catalogs')) yield* sourceFiles(path);
    } else if (entry.endsWith('.ts') && !entry.endsWith('.spec.ts')) yield path;
  }
}
const code = [...sourceFiles(srcDir)].map((file) => readFileSync(file, 'utf8')).join('\n');
const ids = Object.keys(SERVER_CATALOGS.en);

describe("the emails' and SMS's catalogs", () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English message and no other', (language) => {
    const keys = Object.keys(SERVER_CATALOGS[language]);
    expect(ids.filter((id) => !keys.includes(id))).toEqual([]);
    expect(keys.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('has no message the code does not use', () => {
    expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: each message is valid ICU with a note for translators, and a translation is marked for review', (language) => {
    for (const [id, entry] of Object.entries(SERVER_CATALOGS[language])) {
      expect(entry.description).toBe(SERVER_CATALOGS.en[id as keyof typeof SERVER_CATALOGS.en].description);
      expect(() => new IntlMessageFormat(entry.message, SERVER_LOCALE[language])).not.toThrow();
      expect(entry.review).toBe(language === 'en' ? undefined : 'needs native speaker review');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s keeps the placeholders of each English message', (language) => {
    const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const id of ids) {
      const key = id as keyof typeof SERVER_CATALOGS.en;
      expect([id, placeholders(SERVER_CATALOGS[language][key].message)]).toEqual([id, placeholders(SERVER_CATALOGS.en[key].message)]);
    }
  });

  it('fills a message in the language asked for', () => {
    expect(translatorFor('sw')('verification.sms', { code: '123456', minutes: 10 })).toBe('Msimbo wako wa uthibitisho wa Remit East Africa ni 123456. Unaisha baada ya dakika 10.');
    expect(translatorFor('en')('verification.sms', { code: '123456', minutes: 10 })).toBe('Your Remit East Africa verification code is 123456. It expires in 10 minutes.');
  });
});
