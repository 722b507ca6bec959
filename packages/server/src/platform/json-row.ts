import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A table row from its JSON form (`row_to_json`: column names, timestamps as text) exactly as drizzle would have read
 * it from the table: property names, Dates for timestamps, strings for dates. Used where a database function answers
 * a row as JSON (docs/decisions/101-signed-in-path.md).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
