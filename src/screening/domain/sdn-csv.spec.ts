import { readFileSync } from 'node:fs';
import { MINIMUM_SHARE_OF_CURRENT, UnusableSanctionsListError, assertUsableList } from './sanctions-list.js';
import { SanctionsFileError, parseAltCsv, parseCsvRecords, parseSdnCsv, programsOf } from './sdn-csv.js';

const fixture = (file: string) => readFileSync(new URL(`../../../test/fixtures/sdn/${file}`, import.meta.url), 'utf8');

describe("OFAC's legacy CSV", () => {
  it('reads quoted fields with commas and doubled quotes, bare numbers and the -0- empty value', () => {
    expect(parseCsvRecords('36,"AEROCARIBBEAN, AIRLINES",-0- ,"say ""hi"""\r\n', 'sdn.csv')).toEqual([['36', 'AEROCARIBBEAN, AIRLINES', '-0- ', 'say "hi"']]);
  });

  it('skips blank lines and the closing end-of-file character', () => {
    expect(parseCsvRecords('1,"A"\r\n\r\n\x1a\r\n', 'alt.csv')).toEqual([['1', 'A']]);
    expect(parseCsvRecords('1,"A"\n2,"B"', 'alt.csv')).toEqual([['1', 'A'], ['2', 'B']]);
  });

  it('parses the fixture: individuals, an entity (empty type), a vessel, several programs, remarks with commas', () => {
    const entries = parseSdnCsv(fixture('sdn.csv'));
    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual({
      entNum: 9101,
      name: 'QUORVELLE DANSARO, Ildefónso Brégan',
      type: 'individual',
      programs: ['SDGT', 'TCO'],
      title: null,
      remarks: 'DOB 14 Mar 1971; POB Valdescar, Invented Republic; Gender Male; Passport X0000001 (fixture, not a real person).',
    });
    expect(entries[2]).toMatchObject({ entNum: 9103, name: 'KESTRAVO MARITIME HOLDINGS, LTD.', type: 'entity', programs: ['IRAN', 'SDGT'] });
    expect(entries[2].remarks).toContain('alt. Website "kestravo-shipping.invalid".');
    expect(entries[3]).toMatchObject({ entNum: 9104, name: 'MIRAVOSK STAR', type: 'vessel', programs: ['IRAN'] });
    expect(entries[4]).toMatchObject({ entNum: 9105, remarks: null, title: null });
  });

  it('parses aliases', () => {
    const aliases = parseAltCsv(fixture('alt.csv'));
    expect(aliases).toHaveLength(5);
    expect(aliases[0]).toEqual({ entNum: 9101, altNum: 91011, type: 'aka', name: 'QUORVEL, Fonsi', remarks: null });
    expect(aliases[3]).toEqual({ entNum: 9103, altNum: 91031, type: 'fka', name: 'KESTRAVO SHIPPING CO.', remarks: 'formerly, until 2019' });
  });

  it('names a program list the way the file writes it', () => {
    expect(programsOf('SDGT] [IRAN] [IFSR')).toEqual(['SDGT', 'IRAN', 'IFSR']);
    expect(programsOf(null)).toEqual([]);
  });

  it('refuses a garbled file whole', () => {
    expect(() => parseSdnCsv('9101,"NAME","individual"\r\n')).toThrow(SanctionsFileError);
    expect(() => parseSdnCsv('x9,"NAME",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n')).toThrow(/ent_num is not a number/);
    expect(() => parseSdnCsv('1,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n')).toThrow(/no name/);
    expect(() => parseSdnCsv('1,"UNCLOSED,-0- \r\n')).toThrow(/not closed/);
    expect(() => parseSdnCsv('<html><body>Not found</body></html>')).toThrow(SanctionsFileError);
    expect(() => parseAltCsv('1,2,"aka"\r\n')).toThrow(/3 fields, not 5/);
  });
});

describe('a list fit to replace the one in use', () => {
  const list = { entries: parseSdnCsv(fixture('sdn.csv')), aliases: parseAltCsv(fixture('alt.csv')) };

  it('is the fixture', () => {
    expect(() => assertUsableList(list, 6)).not.toThrow();
  });

  it('is never empty, never inconsistent, never far smaller than the list in use', () => {
    expect(() => assertUsableList({ entries: [], aliases: [] }, 0)).toThrow(UnusableSanctionsListError);
    expect(() => assertUsableList({ entries: [...list.entries, list.entries[0]], aliases: [] }, 0)).toThrow(/listed twice/);
    expect(() => assertUsableList({ entries: list.entries.slice(1), aliases: list.aliases }, 0)).toThrow(/not listed/);
    expect(() => assertUsableList(list, Math.ceil(6 / MINIMUM_SHARE_OF_CURRENT) + 1)).toThrow(/less than half/);
  });
});
