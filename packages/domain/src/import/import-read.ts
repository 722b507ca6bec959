// Moving in (issue 42): a file's rows, once its header is mapped, as the people the planner works from (ReadFile).
// Rows come one at a time so a server reading a stream holds only the people, never the rows. docs/decisions/296.
import type { ImportField } from './import-columns';
import { isHeaderProblem, mapHeader, type HeaderMapping, type HeaderProblem } from './import-header';
import { cellText, nameKey, readPerson, sameDetails } from './import-person';
import { adultBornBy } from './import-values';
import type { ImportPerson, ImportRefusal, ReadFile } from './import-row';
import { ImportMessages as M } from './import.messages';

/** Reads rows one by one into people; `finish` gives the file read. */
export interface RowReader {
  /** a row starting at the file's `line` (the header is line 1) */
  add(line: number, cells: readonly string[]): void;
  /** people read so far */
  readonly people: number;
  finish(): ReadFile;
}

/** Whether a row holds nothing but empty cells (a spreadsheet's trailing rows). */
export function isEmptyRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

class People {
  list: ImportPerson[] = [];
  emailColumns = new Map<ImportPerson, string>();
  duplicates: ReadFile['duplicates'] = [];
  private bySource = new Map<string, ImportPerson>();
  private byNumber = new Map<number, ImportPerson>();
  private byNameDob = new Map<string, ImportPerson>();
  private places = new Map<ImportPerson, Set<string>>();

  /** A row's person joins the one read before with the same id, member number, or name and date of birth. */
  add(person: ImportPerson, emailColumn: string) {
    const key = `${nameKey(person.firstname)}|${nameKey(person.lastname)}|${person.dob}`;
    const same = this.find(person, key);
    if (!same) {
      const homonym = this.byNameDob.get(key);
      if (homonym) this.duplicate(person, homonym);
      this.keep(person, key, emailColumn);
      return;
    }
    same.lines.push(person.lines[0]!);
    if (!sameDetails(same, person)) this.duplicate(person, same);
    const places = this.places.get(same)!;
    for (const place of person.places) {
      const key = JSON.stringify(place);
      if (places.has(key)) continue;
      places.add(key);
      same.places.push(place);
    }
  }

  private find(person: ImportPerson, key: string): ImportPerson | undefined {
    const bySource = person.sourceId ? this.bySource.get(person.sourceId) : undefined;
    const byNumber = person.memberNumber !== null ? this.byNumber.get(person.memberNumber) : undefined;
    if (bySource ?? byNumber) return bySource ?? byNumber;
    const other = this.byNameDob.get(key);
    if (!other) return undefined;
    const idsDiffer = person.sourceId !== '' && other.sourceId !== '' && person.sourceId !== other.sourceId;
    const numbersDiffer = person.memberNumber !== null && other.memberNumber !== null;
    return idsDiffer || numbersDiffer ? undefined : other;
  }

  private keep(person: ImportPerson, key: string, emailColumn: string) {
    this.list.push(person);
    this.emailColumns.set(person, emailColumn);
    this.places.set(person, new Set(person.places.map((p) => JSON.stringify(p))));
    if (person.sourceId) this.bySource.set(person.sourceId, person);
    if (person.memberNumber !== null) this.byNumber.set(person.memberNumber, person);
    if (!this.byNameDob.has(key)) this.byNameDob.set(key, person);
  }

  private duplicate(person: ImportPerson, first: ImportPerson) {
    const name = `${person.firstname} ${person.lastname}`;
    this.duplicates.push({ line: person.lines[0]!, firstLine: first.lines[0]!, name });
  }
}

/** Adults after the first with an email another adult has are refused: each adult signs in with their own. */
function refuseSharedEmails(people: People, today: string, refused: ImportRefusal[]): ImportPerson[] {
  const firstWith = new Map<string, ImportPerson>();
  const adultBy = adultBornBy(today);
  return people.list.filter((p) => {
    if (!p.email || p.dob > adultBy) return true;
    const key = p.email.toLowerCase();
    const first = firstWith.get(key);
    if (!first) return (firstWith.set(key, p), true);
    const column = people.emailColumns.get(p) ?? 'Email';
    refused.push({ line: p.lines[0]!, column, reason: M.sharedEmail(p.email, first.lines[0]!) });
    return false;
  });
}

/** A reader of rows under a mapped header; `today` (yyyy-mm-dd, the association's zone) decides who is a child. */
export function createRowReader(header: readonly string[], mapped: HeaderMapping, today: string): RowReader {
  const index = new Map<ImportField, number>();
  header.forEach((name, i) => {
    const field = mapped.mapping[name];
    if (field && !index.has(field)) index.set(field, i);
  });
  const people = new People();
  const adultBy = adultBornBy(today);
  const refused: ImportRefusal[] = [];
  return {
    add(line, cells) {
      if (isEmptyRow(cells)) return;
      const get = (f: ImportField) => {
        const i = index.get(f);
        return i === undefined ? '' : cellText(cells[i] ?? '');
      };
      const column = (f: ImportField) => header[index.get(f) ?? -1] ?? '';
      const outcome = readPerson({ line, get, column, today, adultBy });
      if ('refused' in outcome) refused.push(...outcome.refused);
      else people.add(outcome.person, outcome.emailColumn);
    },
    get people() {
      return people.list.length;
    },
    finish() {
      const kept = refuseSharedEmails(people, today, refused);
      refused.sort((a, b) => a.line - b.line);
      const mapping = Object.fromEntries(header.map((h) => [h, mapped.mapping[h] ?? '']));
      return {
        source: mapped.source,
        header: [...header],
        mapping,
        people: kept,
        refused,
        duplicates: people.duplicates,
      };
    },
  };
}

/** Rows given whole (a test, a small file): the header mapped with staff's changes, then every row read. */
export function readRows(
  header: readonly string[],
  rows: Iterable<{ line: number; cells: readonly string[] }>,
  options: { today: string; override?: Readonly<Record<string, string>> },
): ReadFile | HeaderProblem {
  const mapped = mapHeader(header, options.override);
  if (isHeaderProblem(mapped)) return mapped;
  const reader = createRowReader(header, mapped, options.today);
  for (const row of rows) reader.add(row.line, row.cells);
  return reader.finish();
}
