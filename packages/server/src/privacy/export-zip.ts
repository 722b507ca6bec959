import { strToU8, zipSync } from 'fflate';
import { toCsv } from '../platform/csv';

// The export's file (docs/decisions/322): per kind of data a JSON file (exact, nested values kept) and a CSV file
// (for a spreadsheet: one column per field, nested values as JSON text), and a note on what each holds.

type Row = Record<string, unknown>;

const cell = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'object'
        ? JSON.stringify(v)
        : (v as string | number | boolean);

function csvOf(rows: Row[]): string {
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return toCsv(
    rows,
    headers.map((h) => ({ header: h, value: (r: Row) => cell(r[h]) })),
  );
}

export function exportZip(person: { id: number; name: string }, sections: Record<string, Row[]>, madeAt: Date): Buffer {
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(
      [
        `Everything the association holds about ${person.name} (member #${person.id}), made ${madeAt.toISOString()}.`,
        'Each kind of data is in a .json file (exact) and a .csv file (for a spreadsheet).',
        'Amounts are in cents. Times are UTC (ISO 8601).',
        'Not included: passwords (kept only as a one-way hash) and bank details (shown on the EFT Details page).',
        '',
      ].join('\r\n'),
    ),
  };
  for (const [name, rows] of Object.entries(sections)) {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${name}.csv`] = strToU8(csvOf(rows));
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: madeAt }));
}
