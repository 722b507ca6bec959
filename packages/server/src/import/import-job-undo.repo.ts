import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';

// Undo's queries (drizzle only; docs/decisions/299): what has touched the people an import created since, and the
// removal of what is the import's alone.

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const ids = (v: number[]) => sql`(select value::int from jsonb_array_elements_text(${json(v)}))`;
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The import's own rows in tables that name members: what the import made there is no touch. */
const OWN: Record<string, string> = {
  member_sources: 'member_source',
  member_sports: 'member_sport',
  guardianships: 'guardianship',
  team_members: 'team_member',
};

/** Every (table, column) whose foreign key names a member, read from the catalogue: a new table is covered too. */
export function memberReferences(tx: DbOrTx) {
  return selectRows<{ tbl: string; col: string }>(
    tx,
    sql`select c.conrelid::regclass::text as tbl, a.attname::text as col from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'members'::regclass order by 1, 2`,
  );
}

/**
 * Of these members, those a table names, less the import's own rows there: what it wrote (import_items), and its
 * claim invitations with their unused claim codes (decision 301; a used code made a sign-in, which keeps the person).
 */
export async function namedIn(
  tx: DbOrTx,
  ref: { tbl: string; col: string },
  importId: number,
  memberIds: number[],
): Promise<number[]> {
  if (!NAME.test(ref.tbl) || !NAME.test(ref.col) || !memberIds.length) return [];
  const own = OWN[ref.tbl];
  const t = sql.raw(`"${ref.tbl}"`);
  const c = sql.raw(`"${ref.col}"`);
  const mine = own
    ? sql`and x.id not in (select ref_id from import_items where import_id = ${importId} and kind = ${own})`
    : ref.tbl === 'import_invites'
      ? sql`and x.import_id <> ${importId}`
      : ref.tbl === 'family_codes' && ref.col === 'member_id'
        ? sql`and not (x.kind = 'claim' and x.used_at is null
            and x.member_id in (select member_id from import_invites where import_id = ${importId}))`
        : sql``;
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select distinct x.${c} as id from ${t} x where x.${c} in ${ids(memberIds)} ${mine}`,
  );
  return rows.map((r) => r.id);
}

/** Of these members, those with a sign-in of their own (claimed), changed since they were made, or merged into. */
export async function changedOrMergedInto(tx: DbOrTx, memberIds: number[]) {
  if (!memberIds.length) return { claimed: [], changed: [], mergedInto: [] };
  const claimed = await selectRows<{ id: number }>(
    tx,
    sql`select id from members where id in ${ids(memberIds)} and username is not null`,
  );
  const changed = await selectRows<{ id: number }>(
    tx,
    sql`select id from members where id in ${ids(memberIds)} and updated_at > created_at`,
  );
  const merged = await selectRows<{ id: number }>(
    tx,
    sql`select distinct merged_into as id from members where merged_into in ${ids(memberIds)}`,
  );
  return { claimed: claimed.map((r) => r.id), changed: changed.map((r) => r.id), mergedInto: merged.map((r) => r.id) };
}

/** The pairs of guardianships by id. */
export function guardianshipPairs(tx: DbOrTx, gids: number[]) {
  if (!gids.length) return Promise.resolve([]);
  return selectRows<{ id: number; guardian_id: number; child_id: number }>(
    tx,
    sql`select id, guardian_id, child_id from guardianships where id in ${ids(gids)}`,
  );
}

/** Delete rows of one of the import's tables by id; answers how many went. */
export async function deleteByIds(
  tx: DbOrTx,
  table: 'members' | 'guardianships' | 'member_sources',
  rowIds: number[],
): Promise<number> {
  if (!rowIds.length) return 0;
  const rows = await selectRows(tx, sql`delete from ${sql.raw(table)} where id in ${ids(rowIds)} returning id`);
  return rows.length;
}

/**
 * Remove the registrations the import added (member_sports rows by id) that still run until the day it wrote, of
 * members not kept. Answers how many went.
 */
export async function deleteRegistrations(
  tx: DbOrTx,
  rows: { id: number; until: string }[],
  keep: number[],
): Promise<number> {
  if (!rows.length) return 0;
  const gone = await selectRows(
    tx,
    sql`delete from member_sports ms using jsonb_to_recordset(${json(rows)}) as v(id int, until text)
      where ms.id = v.id and coalesce(to_char(ms.expiry_date, 'YYYY-MM-DD'), '') = v.until
      and ms.member_id not in ${ids(keep)} returning ms.id`,
  );
  return gone.length;
}

/** Set registrations back to the day they ran until before the import ('' for no expiry), in one statement. */
export async function restoreRegistrations(
  tx: DbOrTx,
  rows: { memberId: number; sport: string; until: string }[],
): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`update member_sports ms set expiry_date = nullif(v.u, '')::date
    from jsonb_to_recordset(${json(rows.map((r) => ({ m: r.memberId, s: r.sport, u: r.until })))}) as v(m int, s text, u text)
    where ms.member_id = v.m and ms.sport = v.s`);
}

/** The member each of these member_sources rows names. */
export function sourceMembers(tx: DbOrTx, sourceIds: number[]) {
  if (!sourceIds.length) return Promise.resolve([]);
  return selectRows<{ id: number; member_id: number }>(
    tx,
    sql`select id, member_id from member_sources where id in ${ids(sourceIds)}`,
  );
}

export async function markUndone(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.execute(sql`update imports set status = 'undone', undone_at = ${now} where id = ${id}`);
}
