import { PGlite } from '@electric-sql/pglite';
import { asc, desc, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS } from '@portal/domain/staff/staff-list';
import * as schema from './schema';
import { containing, escapeLike, pageWindow, readPage, staffList } from './staff-list';

// The server half of every staff list (decision 285), on a small table in a PGlite of its own.

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
});
const NAMES = ['50% off', '500 off', 'a_b', 'axb', 'back\\slash', 'backslash', 'Apple', 'apple pie', 'pear'];

const client = new PGlite();
const db = drizzle(client, { schema });
const list = staffList<'name' | 'size', { id: number; name: string }>({
  sort: { name: [things.name], size: [things.size] },
  byDefault: [desc(things.id)],
  then: [asc(things.id)],
  search: { columns: [things.name] },
  csv: [
    { header: 'Number', value: (r) => r.id },
    { header: 'Name', value: (r) => r.name, field: 'name' },
  ],
});
const words = staffList({
  sort: { name: [things.name] },
  byDefault: { key: 'name', order: 'desc' },
  then: [],
  search: { columns: [things.name], words: true },
});

type Ask = { sort?: 'name' | 'size'; order: 'asc' | 'desc'; page: number; pageSize: number; q: string };
const ask = (a: Partial<Ask>): Ask => ({ order: 'asc', page: 0, pageSize: 100, q: '', ...a });
const names = (a: Partial<Ask>, of: { search: typeof list.search; order: (q: Ask) => SQL[] } = list) =>
  readPage(
    db,
    db
      .select({ id: things.id, name: things.name })
      .from(things)
      .where(of.search(ask(a).q))
      .$dynamic(),
    of.order(ask(a)),
    pageWindow(ask(a)),
  );

beforeAll(async () => {
  await client.exec('create table things (id integer primary key, name text not null, size integer not null)');
  await db.insert(things).values(NAMES.map((name, i) => ({ id: i + 1, name, size: name.length % 3 })));
});
afterAll(() => client.close());

describe('escapeLike and containing', () => {
  it.each([
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ['plain', 'plain'],
  ])('escapeLike(%j) is %j', (text, escaped) => expect(escapeLike(text)).toBe(escaped));
  it('containing wraps the escaped text in %', () => expect(containing('5%')).toBe('%5\\%%'));
});

describe('the search finds the characters asked, not wildcards', () => {
  it.each([
    ['50%', ['50% off']],
    ['a_b', ['a_b']],
    ['back\\slash', ['back\\slash']],
    ['APPLE', ['Apple', 'apple pie']],
    ['  pear ', ['pear']],
    ['', NAMES],
  ])('%j finds %j', async (q, found) => {
    expect((await names({ q, sort: 'name' })).rows.map((r) => r.name).sort()).toEqual([...found].sort());
  });
  it('words: every word somewhere, in any order', async () => {
    expect(
      (await names({ q: 'pie apple' }, { search: words.search, order: () => [] })).rows.map((r) => r.name),
    ).toEqual(['apple pie']);
    expect((await names({ q: 'pie apple' }, list)).rows).toEqual([]);
  });
});

describe('order', () => {
  it.each<[Partial<Ask>, number[]]>([
    [{}, [9, 8, 7, 6, 5, 4, 3, 2, 1]], // the default, whatever the order asked
    [{ order: 'desc' }, [9, 8, 7, 6, 5, 4, 3, 2, 1]],
    [{ sort: 'size' }, [3, 4, 6, 8, 1, 2, 5, 9, 7]], // then the tie-break, id ascending
    [{ sort: 'size', order: 'desc' }, [7, 1, 2, 5, 9, 3, 4, 6, 8]],
  ])('%j: %j', async (a, ids) => {
    expect((await names(a)).rows.map((r) => r.id)).toEqual(ids);
  });
  const byName = staffList({ sort: { name: [things.name] }, byDefault: { key: 'name' }, then: [asc(things.id)] });
  const byTwo = staffList({ sort: { name: [things.name, things.id] }, byDefault: [], then: [desc(things.id)] });
  it.each<[string, ReturnType<typeof staffList<'name'>>, { sort?: 'name'; order: 'asc' | 'desc' }, string]>([
    ['a default key follows the direction asked', byName, { order: 'desc' }, 'name desc, id asc'],
    ['a default key follows the direction asked', byName, { order: 'asc' }, 'name asc, id asc'],
    ['a default key with its own direction keeps it', words, { order: 'asc' }, 'name desc'],
    ['a sort asked replaces the default', words, { sort: 'name', order: 'asc' }, 'name asc'],
    [
      'every expression of a key takes the direction, then the tie-break',
      byTwo,
      { sort: 'name', order: 'desc' },
      'name desc, id desc, id desc',
    ],
  ])('%s: %j is ORDER BY %s', (_, declared, q, orderBy) => {
    const query = db
      .select({ id: things.id })
      .from(things)
      .orderBy(...declared.order(q))
      .toSQL().sql;
    expect(
      query
        .replace(/.* order by /, '')
        .replace(/"things"\./g, '')
        .replace(/"/g, ''),
    ).toBe(orderBy);
  });
});

describe('paging and the count', () => {
  it.each<[Partial<Ask>, number[], number]>([
    [{ pageSize: 4 }, [9, 8, 7, 6], 9],
    [{ pageSize: 4, page: 1 }, [5, 4, 3, 2], 9],
    [{ pageSize: 4, page: 2 }, [1], 9],
    [{ pageSize: 4, page: 3 }, [], 9], // past the end: still the count
    [{ pageSize: 4, q: 'off' }, [2, 1], 2],
    [{ pageSize: 4, page: 5, q: 'off' }, [], 2],
    [{ pageSize: 4, q: 'nothing like it' }, [], 0],
  ])('%j: rows %j of %i', async (a, ids, total) => {
    const page = await names(a);
    expect(page.rows.map((r) => r.id)).toEqual(ids);
    expect(page.total).toBe(total);
  });
  it('a page reads pageSize rows from page × pageSize; an export reads every row up to the limit', () => {
    expect(pageWindow({ page: 3, pageSize: 25 })).toEqual({ offset: 75, limit: 25 });
    expect(pageWindow('export')).toEqual({ offset: 0, limit: EXPORT_MAX_ROWS });
  });
  it('the count is a second query over the same select, without its order and page', async () => {
    const queries: string[] = [];
    const logged = drizzle(client, { schema, logger: { logQuery: (q) => queries.push(q) } });
    await readPage(
      logged,
      logged.select({ id: things.id }).from(things).where(list.search('off')).$dynamic(),
      list.order(ask({})),
      { offset: 4, limit: 2 },
    );
    expect(queries.map((q) => q.replace(/"things"\./g, ''))).toEqual([
      'select "id" from "things" where "name" ilike $1 order by "id" desc, "id" asc limit $2 offset $3',
      'select count(*) from (select "id" from "things" where "name" ilike $1) as matching',
    ]);
  });
});

describe('the export', () => {
  it('writes the declared columns, or those kept', () => {
    const rows = [
      { id: 1, name: '=1+1' },
      { id: 2, name: 'pear' },
    ];
    expect(list.csv(rows)).toBe("\ufeffNumber,Name\r\n1,'=1+1\r\n2,pear\r\n");
    expect(list.csv(rows, { keep: (c) => c.field !== 'name' })).toBe('\ufeffNumber\r\n1\r\n2\r\n');
  });
});
