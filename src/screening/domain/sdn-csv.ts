import type { SanctionsAlias, SanctionsEntry } from './sanctions-list.js';

/**
 * OFAC's legacy CSV files (`sdn.csv`, `alt.csv`; see Treasury's dat_spec.txt): no header,
 * comma separated, text fields in double quotes (a quote inside one doubled), numbers bare,
 * an empty value written `-0-` (usually followed by a space), records ending in CRLF, and
 * the file often ending with an end-of-file control character (0x1A) on a line of its own.
 */

/** A file whose content is not the list's format; the whole file is refused, never a part of it. */
export class SanctionsFileError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'SanctionsFileError';
  }
}

const NULL_VALUE = '-0-';
const SDN_COLUMNS = 12;
const ALT_COLUMNS = 5;

/** Splits CSV text into records of fields (RFC 4180 quoting); blank lines and the 0x1A end marker are skipped. */
export function parseCsvRecords(text: string, file: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  const endRecord = () => {
    record.push(field);
    const blank = record.length === 1 && record[0].trim().replace(/\x1a/g, '') === '';
    if (!blank) records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (fieldStarted && field.trim() !== '') throw new SanctionsFileError(file, `line ${line}: a quote in the middle of a field`);
      field = '';
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n') {
      endRecord();
      line += 1;
    } else if (char !== '\r') {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new SanctionsFileError(file, `line ${line}: a quoted field is not closed`);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A field's value: trimmed, `-0-` (OFAC's empty) as null. */
function value(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' || trimmed === NULL_VALUE ? null : trimmed;
}

function entityNumber(raw: string, file: string, row: number, column: string): number {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) throw new SanctionsFileError(file, `record ${row}: ${column} is not a number (${JSON.stringify(text.slice(0, 20))})`);
  return Number(text);
}

/** `SDGT] [IRAN` (the list's way of naming several programs) as ['SDGT', 'IRAN']. */
export function programsOf(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter((p) => p !== '');
}

/** `sdn.csv`: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks. */
export function parseSdnCsv(text: string): SanctionsEntry[] {
  const file = 'sdn.csv';
  return parseCsvRecords(text, file).map((fields, index) => {
    const row = index + 1;
    if (fields.length !== SDN_COLUMNS) throw new SanctionsFileError(file, `record ${row} has ${fields.length} fields, not ${SDN_COLUMNS}`);
    const name = value(fields[1]);
    if (!name) throw new SanctionsFileError(file, `record ${row} has no name`);
    const type = value(fields[2])?.toLowerCase() ?? 'entity';
    return {
      entNum: entityNumber(fields[0], file, row, 'ent_num'),
      name,
      // The list leaves the type of an entity (a company, an organisation) empty.
      type,
      programs: programsOf(value(fields[3])),
      title: value(fields[4]),
      remarks: value(fields[11]),
    };
  });
}

/** `alt.csv`: ent_num, alt_num, alt_type (aka, fka, nka), alt_name, alt_remarks. */
export function parseAltCsv(text: string): SanctionsAlias[] {
  const file = 'alt.csv';
  return parseCsvRecords(text, file).map((fields, index) => {
    const row = index + 1;
    if (fields.length !== ALT_COLUMNS) throw new SanctionsFileError(file, `record ${row} has ${fields.length} fields, not ${ALT_COLUMNS}`);
    const name = value(fields[3]);
    if (!name) throw new SanctionsFileError(file, `record ${row} has no name`);
    return {
      entNum: entityNumber(fields[0], file, row, 'ent_num'),
      altNum: entityNumber(fields[1], file, row, 'alt_num'),
      type: value(fields[2])?.toLowerCase() ?? 'aka',
      name,
      remarks: value(fields[4]),
    };
  });
}
