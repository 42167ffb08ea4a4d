/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: fields separated by commas, records
 * ended by CRLF, a field holding a comma, a quote, CR or LF enclosed in double quotes with its
 * quotes doubled. A text field a spreadsheet would run as a formula (OWASP's CSV injection:
 * starting with `=`, `+`, `-`, `@`, a tab or a CR) is prefixed with `'` so it is read as text;
 * numbers (`-12.50`) are left alone, so they still load as numbers.
 */

export type CsvValue = string | number | bigint | boolean | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded and quoted as needed; null and undefined are an empty field. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !PLAIN_NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
