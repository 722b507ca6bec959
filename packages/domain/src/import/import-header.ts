// Moving in (issue 42): which platform wrote a file, from its header row, and which column fills which portal field
// (automatic, then as staff change it). docs/decisions/296.
import {
  columnKey,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  SOURCE_COLUMNS,
  type ImportField,
} from './import-columns';
import type { ImportSource } from './import-row';
import { ImportMessages as M } from './import.messages';

/** A header read: the platform and each column's field by the column's name ('' = not imported). */
export interface HeaderMapping {
  source: ImportSource;
  mapping: Record<string, ImportField | ''>;
}

/** A header no row can be read with (what is missing, in words for people). */
export interface HeaderProblem {
  problem: string;
}

function knownCount(keys: string[], aliases: Record<string, string>): number {
  return keys.filter((k) => k in aliases).length;
}

/**
 * The platform whose column names the header holds the most of (a tie goes to the template, then PlayHQ), and the
 * automatic mapping: each known name to its field, the first column only when two fill the same field, anything
 * else (custom fields, unknown extra columns) not imported.
 */
export function recogniseHeader(header: readonly string[]): HeaderMapping {
  const keys = header.map(columnKey);
  let source: ImportSource = 'template';
  let best = -1;
  for (const [name, aliases] of Object.entries(SOURCE_COLUMNS) as [ImportSource, Record<string, string>][]) {
    const count = knownCount(keys, aliases);
    if (count > best) [source, best] = [name, count];
  }
  const aliases: Record<string, ImportField | ''> = SOURCE_COLUMNS[source];
  const mapping: Record<string, ImportField | ''> = {};
  const taken = new Set<string>();
  header.forEach((name, i) => {
    if (name in mapping) return;
    const field = aliases[keys[i]!] ?? '';
    mapping[name] = field && !taken.has(field) ? field : '';
    if (field) taken.add(field);
  });
  return { source, mapping };
}

/**
 * The header's mapping with staff's changes laid over the automatic one (a column → a field or '' to leave it out).
 * Refused: a change naming a column the file does not have or a field the portal does not have, two columns on one
 * field, and a mapping without a column for each required field (first and last name, date of birth, gender).
 */
export function mapHeader(
  header: readonly string[],
  override: Readonly<Record<string, string>> = {},
): HeaderMapping | HeaderProblem {
  const auto = recogniseHeader(header);
  const mapping = { ...auto.mapping };
  for (const [column, field] of Object.entries(override)) {
    if (!(column in mapping)) return { problem: M.noSuchColumn(column) };
    if (field !== '' && !(IMPORT_FIELDS as readonly string[]).includes(field)) return { problem: M.noSuchField(field) };
    mapping[column] = field as ImportField | '';
  }
  const byField = new Map<string, string>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const other = byField.get(field);
    if (other !== undefined) return { problem: M.twoColumns(other, column, IMPORT_FIELD_LABELS[field]) };
    byField.set(field, column);
  }
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => !byField.has(f)).map((f) => IMPORT_FIELD_LABELS[f]);
  if (missing.length) return { problem: M.missingColumns(missing) };
  return { source: auto.source, mapping };
}

export function isHeaderProblem(v: HeaderMapping | HeaderProblem): v is HeaderProblem {
  return 'problem' in v;
}
