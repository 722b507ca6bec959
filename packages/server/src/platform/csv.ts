import { stringify } from 'csv-stringify/sync';

/** A column of a CSV export: its heading and how to read it from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Rows as CSV for a spreadsheet (RFC 4180, CRLF, a BOM so Excel reads UTF-8). A cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe: an export must never run code
 * a member typed into their name (OWASP CSV injection).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const safe = (v: string | number | boolean | null | undefined) => {
    if (v === null || v === undefined) return '';
    const s = String(v);
    return typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  };
  return `\ufeff${stringify([columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => safe(c.value(r))))], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ })}`;
}
