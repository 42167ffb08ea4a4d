import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LANGUAGES } from '@/lib/i18n/languages';
import { SERVER_ERROR_PREFIX } from '@/lib/i18n/server-error-text';

type Entry = { message: string; description: string; review?: string };

/** FormatJS's element type of plain text (TYPE.literal). */
const LITERAL = 0;

// Read as files (`?raw`): the build strips the notes and review marks from what the app loads.
const files = import.meta.glob<string>('./*.json', { query: '?raw', import: 'default', eager: true });
const catalogs = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.replace(/^\.\/(.*)\.json$/, '$1'), JSON.parse(text) as Record<string, Entry>]),
);
const english = catalogs.en!;
const ids = Object.keys(english);

// The app's source, without tests: each id is written whole where it is used (`t('...')`, `m('...')`, `<T id="..." />`).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const code = Object.values(sources).join('\n');

// A server error's message (`error.<code>`) is looked up by the code the api answers with
// (lib/i18n/server-error-text.ts): it is used while the api's source still raises that code.
const serverSources = import.meta.glob<string>(['../../../src/**/*.ts', '!../../../src/**/*.spec.ts', '!../../../src/database/migrations/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const serverCode = Object.values(serverSources).join('\n');
const used = (id: string) =>
  id.startsWith(SERVER_ERROR_PREFIX) ? serverCode.includes(`'${id.slice(SERVER_ERROR_PREFIX.length)}'`) : code.includes(`'${id}'`) || code.includes(`"${id}"`);

describe('message catalogs', () => {
  it('exist for every language of the switcher, and no other', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English message and no other', (language) => {
    const keys = Object.keys(catalogs[language]!);
    expect(ids.filter((id) => !keys.includes(id)), 'missing').toEqual([]);
    expect(keys.filter((id) => !ids.includes(id)), 'not in English').toEqual([]);
  });

  it('has no message the app does not use, and no server error the api does not raise', () => {
    expect(ids.filter((id) => !used(id))).toEqual([]);
  });

  it.each(LANGUAGES)('%s: each message is valid ICU with a note for translators, and a translation is marked for review', (language) => {
    for (const [id, entry] of Object.entries(catalogs[language]!)) {
      expect(entry.message.trim(), id).not.toBe('');
      expect(entry.description, id).toBe(english[id]?.description);
      expect(() => new IntlMessageFormat(entry.message, INTL_LOCALE[language]), id).not.toThrow();
      if (language === 'en') expect(entry.review, id).toBeUndefined();
      else expect(entry.review, id).toBe('needs native speaker review');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s keeps the placeholders of each English message', (language) => {
    // The names of the values a message takes, from its parsed form: a plural's or select's options
    // hold translated words in braces ("{count, plural, one {# code} ...}"), which are not placeholders.
    const placeholders = (message: string) => [...new Set(argumentNames(new IntlMessageFormat(message).getAst()))].sort();
    for (const id of ids) expect(placeholders(catalogs[language]![id]!.message), id).toEqual(placeholders(english[id]!.message));
  });
});

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** Every value name a parsed message uses (arguments, numbers, dates, selects, plurals), inside options and tags too. */
function argumentNames(elements: Ast): string[] {
  return elements.flatMap((element): string[] => {
    if ('children' in element) return argumentNames(element.children);
    const inner = 'options' in element ? Object.values(element.options).flatMap((option) => argumentNames(option.value)) : [];
    // A literal's value is its text; a plural's "#" has no name.
    const named = 'value' in element && typeof element.value === 'string' && element.type !== LITERAL ? [element.value] : [];
    return [...named, ...inner];
  });
}
