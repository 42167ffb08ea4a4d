import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { MATCH_THRESHOLD, NameIndex, TOKEN_SIMILARITY_FLOOR, jaroWinkler, nameSimilarity, nameTokens, normalizeName } from './name-match.js';
import { parseAltCsv, parseSdnCsv } from './sdn-csv.js';

const fixture = (file: string) => readFileSync(new URL(`../../../test/fixtures/sdn/${file}`, import.meta.url), 'utf8');
const index = new NameIndex({ entries: parseSdnCsv(fixture('sdn.csv')), aliases: parseAltCsv(fixture('alt.csv')) });
const entriesMatching = (name: string) => index.screen(name).map((m) => m.entNum);

describe('name normalisation', () => {
  it('drops accents, case, punctuation and initials, and ignores the order of the names', () => {
    expect(nameTokens('QUORVELLE DANSARO, Ildefónso Brégan')).toEqual(['quorvelle', 'dansaro', 'ildefonso', 'bregan']);
    expect(normalizeName('Ñusta  Aurelíe  ZEPHRANOVA')).toBe(normalizeName('ZEPHRANOVA, Aurelie Nusta'));
    expect(nameTokens("O'Brien-Smith J.")).toEqual(['obrien', 'smith']);
    expect(nameTokens('  , . ')).toEqual([]);
  });
});

describe('Jaro-Winkler', () => {
  it('is 1 for equal tokens, high for one typo, low for different names', () => {
    expect(jaroWinkler('vantrelli', 'vantrelli')).toBe(1);
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('vantrelli', 'vantreli')).toBeGreaterThan(0.95);
    expect(jaroWinkler('okafor', 'okoro')).toBeLessThan(TOKEN_SIMILARITY_FLOOR);
    expect(jaroWinkler('abc', '')).toBe(0);
  });
});

describe('screening a name against the list', () => {
  it('matches a listed individual with the names swapped and the accents left out', () => {
    const [match] = index.screen('Ildefonso Bregan Quorvelle Dansaro');
    expect(match).toMatchObject({ entNum: 9101, via: 'name', type: 'individual', programs: ['SDGT', 'TCO'], score: 1 });
  });

  it('matches a name given without the listed middle name', () => {
    expect(entriesMatching('Osvaldine Vantrelli')).toEqual([9102]);
    expect(entriesMatching('Aurelie Zephranova')).toEqual([9105]);
  });

  it('matches a name with one typo', () => {
    const [match] = index.screen('Osvaldine Vantreli');
    expect(match.entNum).toBe(9102);
    expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match.score).toBeLessThan(1);
  });

  it('matches an alias, naming the entry it belongs to', () => {
    expect(index.screen('Fonsi Quorvel')).toEqual([
      expect.objectContaining({ entNum: 9101, via: 'alias', matchedName: 'QUORVEL, Fonsi', listedName: 'QUORVELLE DANSARO, Ildefónso Brégan' }),
    ]);
    expect(entriesMatching('Kestravo Shipping Co')).toEqual([9103]);
  });

  it('matches entities and vessels by their whole name', () => {
    expect(entriesMatching('Kestravo Maritime Holdings Ltd')).toEqual([9103]);
    expect(entriesMatching('Miravosk Star')).toEqual([9104]);
  });

  it('does not match a shared common first name alone, or a different surname', () => {
    expect(entriesMatching('Osvaldine Kamau')).toEqual([]);
    expect(entriesMatching('Ildefonso Martinez')).toEqual([]);
    expect(entriesMatching('Marisca Ventura')).toEqual([]);
    expect(entriesMatching('Amina Okello')).toEqual([]);
    expect(entriesMatching('Wanjiru Kamau')).toEqual([]);
    // The names the other tests send and receive with.
    for (const name of ['Abebe Bikila', 'Achieng Otieno', 'Nakato Mugisha', 'Okello Mukasa', 'Selam Bekele', 'Senait Tesfay', 'Otieno Ouma', 'Amina Tesfaye', 'Bekele Girma', 'Selam Haile', 'Other Sender']) {
      expect(entriesMatching(name)).toEqual([]);
    }
    const listed = new NameIndex({ entries: [{ entNum: 1, name: 'OKORO, Chidi', type: 'individual', programs: [], title: null, remarks: null }], aliases: [] });
    expect(listed.screen('Chidi Okafor')).toEqual([]);
    expect(listed.screen('Chidi Okoro')).toHaveLength(1);
  });

  it('does not match one shared word of a longer listed name', () => {
    expect(entriesMatching('Star')).toEqual([]);
    expect(entriesMatching('Joseph Trading')).toEqual([]);
    expect(nameSimilarity(['ordavik'], ['ordavik', 'trading', 'company'])).toBeLessThan(MATCH_THRESHOLD);
  });

  it('matches nothing for a name with no letters', () => {
    expect(index.screen('-- .')).toEqual([]);
  });
});

describe('the index', () => {
  const syllables = ['ka', 'mo', 'ri', 'sa', 'te', 'lu', 'na', 'bi', 'do', 'fe', 'al', 'ya', 'zé', 'ou', 'hm'];
  const token = fc.array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
  const name = fc.array(token, { minLength: 1, maxLength: 4 }).map((tokens) => tokens.join(' '));
  /** A name nearly like `base`: a letter dropped, doubled or swapped, tokens reordered. */
  const variant = (base: string) =>
    fc.tuple(fc.nat(), fc.constantFrom('drop', 'double', 'swap', 'reverse')).map(([at, how]) => {
      const i = at % base.length;
      if (how === 'drop') return base.slice(0, i) + base.slice(i + 1);
      if (how === 'double') return base.slice(0, i) + base[i] + base.slice(i);
      if (how === 'swap') return base.slice(0, i) + base.slice(i + 1, i + 2) + base[i] + base.slice(i + 2);
      return base.split(' ').reverse().join(' ');
    });

  it('finds exactly what comparing every listed name in full finds', () => {
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 40 }).chain((listed) =>
          fc.tuple(fc.constant(listed), fc.oneof(name, fc.constantFrom(...listed).chain(variant))),
        ),
        ([listed, screened]) => {
          const list = { entries: listed.map((n, i) => ({ entNum: i + 1, name: n, type: 'individual', programs: ['SDGT'], title: null, remarks: null })), aliases: [] };
          const fromIndex = new NameIndex(list as never).screen(screened).map((m) => `${m.entNum}:${m.score}`);
          const fullScan = listed
            .map((n, i) => ({ entNum: i + 1, score: nameSimilarity(nameTokens(screened), nameTokens(n)) }))
            .filter((m) => m.score >= MATCH_THRESHOLD)
            .map((m) => `${m.entNum}:${Math.round(m.score * 1000) / 1000}`);
          expect([...fromIndex].sort()).toEqual([...fullScan].sort());
        },
      ),
      { numRuns: 500 },
    );
  });
});
