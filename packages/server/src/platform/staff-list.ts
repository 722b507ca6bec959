import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { EXPORT_MAX_ROWS, type ListPage } from '@portal/domain/staff/staff-list';
import { toCsv, type CsvColumn } from './csv';
import type { DbOrTx } from './db';
import { selectRows } from './member-rows';

// The server half of a back-office list (docs/decisions/285): a list declares its sortable columns, its default and
// tie-breaking order, the columns its search text looks in, and (when it has one) its CSV columns, once, beside its
// query. Escaping, ordering, paging and counting are done here, the same for every list, drizzle builder or raw SQL.

type Orderable = AnyColumn | SQL | SQL.Aliased;
type Direction = 'asc' | 'desc';

/** What a list's query asks of its order and page (the shared listQuery of domain/staff/staff-list.ts). */
export interface ListAsk<S extends string> {
  sort?: S;
  order: Direction;
  page: number;
  pageSize: number;
  q: string;
}

/** A column of a list's CSV export; its value may read the association's time zone. */
export interface ExportColumn<R> {
  header: string;
  value: (row: R, zone: string) => ReturnType<CsvColumn<R>['value']>;
  field?: Extract<keyof R, string>;
}

export interface ListDeclaration<S extends string, R> {
  /** each sortable column of the query, by the name the grid sends, sorted by one or more expressions */
  sort: Record<S, readonly Orderable[]>;
  /** the order when none is asked: a sortable column (in the asked direction unless `order` is given) or expressions */
  byDefault: { key: NoInfer<S>; order?: Direction } | readonly SQL[];
  /** appended to every order, so a page never repeats or skips a row */
  then: readonly SQL[];
  /** the text columns the search looks in (ILIKE, wildcards escaped); `words`: every word anywhere, else the whole text */
  search?: { columns: readonly (AnyColumn | SQL)[]; words?: boolean };
  /** the CSV export's columns over the list's own rows (`field`: the row's field a column shows, when some roles may not read it) */
  csv?: readonly ExportColumn<R>[];
}

/** LIKE's wildcards and its escape character as plain characters: a search for "50%" or "a_b" means just that. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for values holding `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** A page of a list: which rows to read. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The rows of page `q` (from 0), or every row up to the export limit. */
export const pageWindow = (q: { page: number; pageSize: number } | 'export'): PageWindow =>
  q === 'export' ? { offset: 0, limit: EXPORT_MAX_ROWS } : { offset: q.page * q.pageSize, limit: q.pageSize };

/**
 * One page of `matching` (a select with its joins and filter, made `$dynamic()`) in `order`, and how many rows match
 * in all, counted by a second query over the same select: it may use an index for the count and stop the page's read
 * after offset + limit rows, where a window count reads and sorts every matching row (decision 285).
 */
export async function readPage<Q extends PgSelect>(
  db: DbOrTx,
  matching: Q,
  order: readonly SQL[],
  window: PageWindow,
): Promise<ListPage<Q['_']['result'][number]>> {
  const counted = db.select({ n: count() }).from(sql`(${matching.getSQL()}) as matching`); // built now, before the order and page
  const [rows, [all]] = await Promise.all([
    matching
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    counted,
  ]);
  return { rows: rows as Q['_']['result'], total: Number(all?.n ?? 0) };
}

/** A list declared once: its order, its search and its export. */
export function staffList<S extends string, R = never>(d: ListDeclaration<S, R>) {
  const directed = (dir: Direction) => (e: Orderable) => (dir === 'desc' ? desc(e) : asc(e));
  return {
    declaration: d,
    /** ORDER BY of the asked sort (or the default), then the tie-break. */
    order(q: { sort?: S; order: Direction }): SQL[] {
      const chosen = q.sort
        ? d.sort[q.sort].map(directed(q.order))
        : 'key' in d.byDefault
          ? d.sort[d.byDefault.key].map(directed(d.byDefault.order ?? q.order))
          : [...d.byDefault];
      return [...chosen, ...d.then];
    },
    /** The search's condition, or undefined for no text. */
    search(text: string): SQL | undefined {
      const s = d.search;
      const words = s?.words ? text.split(/\s+/).filter(Boolean) : [text.trim()].filter(Boolean);
      if (!s || !words.length) return undefined;
      return and(...words.map((w) => or(...s.columns.map((c) => ilike(c, containing(w))))));
    },
    /** The export: the list's rows (every one up to the limit) as CSV, in the columns `keep` keeps (all by default). */
    csv(rows: readonly R[], o: { zone?: string; keep?: (column: ExportColumn<R>) => boolean } = {}): string {
      const columns = (d.csv ?? []).filter(o.keep ?? (() => true));
      return toCsv(
        rows,
        columns.map((c) => ({ header: c.header, value: (r: R) => c.value(r, o.zone ?? 'UTC') })),
      );
    },
  };
}

/** An ORDER BY list for a hand-written query. */
export const orderSql = (order: readonly SQL[]) => sql.join([...order], sql`, `);

/** readPage for a hand-written select (`matching`: the whole select with its filter, without order and page). */
export async function readSqlPage<R>(
  db: DbOrTx,
  matching: SQL,
  order: readonly SQL[],
  window: PageWindow,
): Promise<ListPage<R>> {
  const [rows, [all]] = await Promise.all([
    selectRows<R>(db, sql`${matching} order by ${orderSql(order)} limit ${window.limit} offset ${window.offset}`),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${matching}) as matching`),
  ]);
  return { rows, total: Number(all?.n ?? 0) };
}
