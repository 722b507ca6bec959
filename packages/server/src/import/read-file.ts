// Moving in (issue 42 items 1, 6): an uploaded file's bytes as the people it holds (ReadFile), or one sentence saying
// why the file cannot be read, for the route to answer 400 with on the file field. Never throws. docs/decisions/296.
import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { ImportField } from '@portal/domain/import/import-columns';
import { isHeaderProblem, mapHeader, recogniseHeader } from '@portal/domain/import/import-header';
import { createRowReader, isEmptyRow, type RowReader } from '@portal/domain/import/import-read';
import type { ReadFile } from '@portal/domain/import/import-row';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_PEOPLE,
  IMPORT_MAX_ROW_CHARS,
  IMPORT_MAX_ROWS,
  ImportMessages as M,
} from '@portal/domain/import/import.messages';

/** A file read, or why not; a mapping problem also gives the header and the automatic mapping, for staff to change. */
export type ReadFileOutcome =
  | { ok: true; file: ReadFile }
  | { ok: false; message: string; header?: string[]; mapping?: Record<string, ImportField | ''> };

export interface ReadFileOptions {
  /** today in the association's time zone (yyyy-mm-dd): who is a child, which century a D/M/YY date is in */
  today: string;
  /** staff's changes to the automatic mapping: the file's column → a portal field, or '' to leave it out */
  override?: Readonly<Record<string, string>>;
}

/** Files that are not text: a zip (xlsx, ods, docx), an old Excel or Word file, a PDF, gzip, UTF-16 text. */
const NOT_TEXT = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x1f, 0x8b],
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * The text of the file: UTF-8 (its byte-order mark dropped), else Windows-1252 as Excel saves a CSV (a UTF-8 mark
 * before bytes that are not UTF-8, from a file edited in two programs, dropped too).
 */
export function decodeFile(bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes.length > IMPORT_MAX_BYTES) return { problem: M.tooBig };
  if (NOT_TEXT.some((magic) => magic.every((b, i) => bytes[i] === b))) return { problem: M.notCsv };
  if (bytes.includes(0)) return { problem: M.nul };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    text = new TextDecoder('windows-1252').decode(bom ? bytes.subarray(3) : bytes);
  }
  if (text.trim() === '') return { problem: M.empty };
  return { text };
}

/** The delimiter the header line uses the most of, outside quotes: comma, semicolon (Excel in some locales) or tab. */
export function delimiterOf(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ',';
  for (const [c, n] of counts) if (n > counts.get(best)!) best = c;
  return best;
}

function* slices(text: string, size = 64 * 1024): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

/** A parser's error as a sentence for people, at the line of the row it stopped in. */
function csvProblem(error: unknown, line: number): string {
  const e = error as Partial<CsvError>;
  if (e.code === 'CSV_MAX_RECORD_SIZE') return M.longRow(line);
  if (e.code === 'CSV_QUOTE_NOT_CLOSED') return M.unreadable(line, 'a quote (") is opened and never closed');
  return M.unreadable(line, 'its quotes do not pair up');
}

type Row = { record: string[]; info: { lines: number } };

/** The line a record starts on: where it ends less the line breaks inside its quoted cells. */
const startLine = (record: string[], endLine: number) =>
  endLine - record.reduce((n, cell) => n + (cell.includes('\n') ? cell.split('\n').length - 1 : 0), 0);

/**
 * Each record of the file to `onRow` with the line it ends on (line breaks made \n first, so a quoted one counts
 * once), as csv-parse reads it from the stream. `onRow` answers a sentence to stop there; so does a parser's error.
 */
function eachRecord(text: string, onRow: (row: Row) => string | null): Promise<string | null> {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/^[,;\t ]+$/gm, '');
  let lastLine = 0;
  const parser = parse({
    on_record: (record: string[], context) => ((lastLine = context.lines), record),
    delimiter: delimiterOf(normalised),
    record_delimiter: '\n',
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: IMPORT_MAX_ROW_CHARS,
    info: true,
  });
  return new Promise((resolve) => {
    const stop = (answer: string | null) => {
      parser.destroy();
      resolve(answer);
    };
    parser.on('readable', () => {
      for (let row: Row | null; (row = parser.read() as Row | null) !== null;) {
        const answer = onRow(row);
        if (answer) return stop(answer);
      }
    });
    parser.on('error', (error) => stop(csvProblem(error, lastLine + 1)));
    parser.on('end', () => resolve(null));
    Readable.from(slices(normalised)).pipe(parser);
  });
}

/** Reads the header, then every row into people; a sentence when the file or its header cannot be read. */
class FileReading {
  header: string[] | null = null;
  reader: RowReader | null = null;
  problem: Extract<ReadFileOutcome, { ok: false }> | null = null;
  private rows = 0;
  constructor(private options: ReadFileOptions) {}

  onRow = ({ record, info }: Row): string | null => {
    if (!this.reader) return this.onHeader(record);
    if (isEmptyRow(record)) return null;
    if (++this.rows > IMPORT_MAX_ROWS) return M.tooManyRows;
    this.reader.add(startLine(record, info.lines), record);
    return this.reader.people > IMPORT_MAX_PEOPLE ? M.tooManyPeople : null;
  };

  private onHeader(record: string[]): string | null {
    const header = (this.header = record.map((h) => h.trim()));
    const mapped = mapHeader(header, this.options.override);
    if (!isHeaderProblem(mapped)) {
      this.reader = createRowReader(header, mapped, this.options.today);
      return null;
    }
    this.problem = { ok: false, message: mapped.problem, header, mapping: recogniseHeader(header).mapping };
    return mapped.problem;
  }
}

/**
 * The people of an uploaded CSV file (PlayHQ's Participants report, GameDay's member report or the portal's
 * template), read as it streams through csv-parse: only the people are held, never the rows. Formula cells stay
 * text; empty rows are skipped; a file too big, not a CSV, with NUL bytes, too many rows or no rows is refused whole.
 */
export async function readImportFile(bytes: Uint8Array, options: ReadFileOptions): Promise<ReadFileOutcome> {
  try {
    const decoded = decodeFile(bytes);
    if ('problem' in decoded) return { ok: false, message: decoded.problem };
    const reading = new FileReading(options);
    const problem = await eachRecord(decoded.text, reading.onRow);
    if (reading.problem) return reading.problem;
    if (problem) return { ok: false, message: problem };
    if (!reading.reader) return { ok: false, message: M.empty };
    const file = reading.reader.finish();
    if (file.people.length === 0 && file.refused.length === 0) return { ok: false, message: M.noRows };
    return { ok: true, file };
  } catch {
    return { ok: false, message: M.unreadable(1, 'it is not a CSV file') };
  }
}
