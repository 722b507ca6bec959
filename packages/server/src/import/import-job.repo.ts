import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImportResult, PlanChange } from '@portal/domain/import/import.contract';
import type { DbOrTx } from '../platform/db';
import { selectRows } from '../platform/member-rows';
import { members } from '../platform/members.tables';
import type { PersonField } from './import-plan-match';
import { importItems, importPeople, imports } from './import.tables';

// The job's queries (docs/decisions/299): the lease on a running import, a batch of its people, and the batch's
// writes as one statement per table whatever the batch's size.

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

const claimable = (now: Date) =>
  and(eq(imports.status, 'running'), or(isNull(imports.lockedUntil), lt(imports.lockedUntil, now)));

/** Whether a running import waits for a server: a plain read, so an idle round writes nothing (decision 124). */
export async function anyClaimable(db: DbOrTx, now: Date): Promise<boolean> {
  return (await db.select({ id: imports.id }).from(imports).where(claimable(now)).limit(1)).length > 0;
}

/**
 * Take a running import no server holds (its lease ran out, or it was never taken) for `leaseUntil`; SKIP LOCKED keeps
 * two servers asking at once off the same import. Answers the import or null.
 */
export async function claimRunning(db: DbOrTx, now: Date, leaseUntil: Date, token: string) {
  const free = db
    .select({ id: imports.id })
    .from(imports)
    .where(claimable(now))
    .orderBy(asc(imports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(imports)
    .set({ lockedUntil: leaseUntil, lockedBy: token })
    .where(sql`${imports.id} in ${free}`)
    .returning();
  return row ?? null;
}

/** Extend the lease, if this server still holds it (a server whose lease ran out and was taken stops). */
export async function renewLease(tx: DbOrTx, id: number, token: string, leaseUntil: Date): Promise<boolean> {
  const rows = await tx
    .update(imports)
    .set({ lockedUntil: leaseUntil })
    .where(and(eq(imports.id, id), eq(imports.lockedBy, token), eq(imports.status, 'running')))
    .returning({ id: imports.id });
  return rows.length > 0;
}

export async function releaseLease(db: DbOrTx, id: number, token: string): Promise<void> {
  await db
    .update(imports)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(eq(imports.id, id), eq(imports.lockedBy, token)));
}

/** The next people to write, account holders first, held until the batch commits. */
export function pendingRows(tx: DbOrTx, id: number, limit: number) {
  return tx
    .select()
    .from(importPeople)
    .where(and(eq(importPeople.importId, id), eq(importPeople.done, false)))
    .orderBy(asc(importPeople.phase), asc(importPeople.seq))
    .limit(limit)
    .for('update');
}

/** The members the plan's account holders became (written in an earlier batch). */
export async function memberOfSeqs(tx: DbOrTx, id: number, seqs: number[]): Promise<Map<number, number>> {
  if (!seqs.length) return new Map();
  const rows = await selectRows<{ seq: number; member_id: number }>(
    tx,
    sql`select seq, member_id from import_people where import_id = ${id} and done and member_id is not null
      and seq in (select value::int from jsonb_array_elements_text(${json(seqs)}))`,
  );
  return new Map(rows.map((r) => [r.seq, r.member_id]));
}

/** New member ids from the members' sequence, so a batch's people go in one insert and each keeps its id. */
export async function nextMemberIds(tx: DbOrTx, n: number): Promise<number[]> {
  if (!n) return [];
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('members', 'id'))::int as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => r.id);
}

export type NewMember = typeof members.$inferInsert;

export async function insertMembers(tx: DbOrTx, rows: NewMember[]): Promise<void> {
  if (rows.length) await tx.insert(members).values(rows);
}

/** Set the changed fields of several members in one statement (a field not given keeps its value; dob '' clears it). */
export async function updateMembers(
  tx: DbOrTx,
  rows: ({ id: number } & Partial<Record<PersonField, string>>)[],
  now: Date,
): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`update members m set firstname = coalesce(v.firstname, m.firstname),
    lastname = coalesce(v.lastname, m.lastname), prefname = coalesce(v.prefname, m.prefname),
    dob = case when v.dob = '' then null else coalesce(v.dob::date, m.dob) end, gender = coalesce(v.gender, m.gender), email = coalesce(v.email::citext, m.email),
    mobile = coalesce(v.mobile, m.mobile), address = coalesce(v.address, m.address),
    suburb = coalesce(v.suburb, m.suburb), postcode = coalesce(v.postcode, m.postcode),
    state = coalesce(v.state, m.state), updated_at = ${now}
    from jsonb_to_recordset(${json(rows)}) as v(id int, firstname text, lastname text, prefname text, dob text,
      gender text, email text, mobile text, address text, suburb text, postcode text, state text)
    where m.id = v.id`);
}

/** Other platforms' ids of members; one already kept is left. Answers the rows added. */
export function insertSources(tx: DbOrTx, rows: { source: string; sourceId: string; memberId: number }[]) {
  if (!rows.length) return Promise.resolve([]);
  return selectRows<{ id: number; member_id: number }>(
    tx,
    sql`insert into member_sources (source, source_id, member_id)
      select s, i, m from jsonb_to_recordset(${json(rows.map((r) => ({ s: r.source, i: r.sourceId, m: r.memberId })))})
        as v(s text, i text, m int)
      on conflict (source, source_id) do nothing returning id, member_id`,
  );
}

/**
 * Registrations in the sports (member_sports), one statement for the batch: a sport the member has gets the new day,
 * one they lack is added. Answers each row with whether it was added (xmax 0: inserted, not updated).
 */
export function upsertRegistrations(tx: DbOrTx, rows: { memberId: number; sport: string; until: string }[]) {
  if (!rows.length) return Promise.resolve([]);
  return selectRows<{ id: number; member_id: number; sport: string; added: boolean }>(
    tx,
    sql`insert into member_sports (member_id, sport, expiry_date)
      select m, s, u::date from jsonb_to_recordset(${json(rows.map((r) => ({ m: r.memberId, s: r.sport, u: r.until })))})
        as v(m int, s text, u text)
      on conflict (member_id, sport) do update set expiry_date = excluded.expiry_date
      returning id, member_id, sport, (xmax = 0) as added`,
  );
}

/** Guardianships; a pair already linked is left. Answers the rows added. */
export function insertGuardianships(tx: DbOrTx, pairs: { g: number; c: number }[], now: Date) {
  if (!pairs.length) return Promise.resolve([]);
  return selectRows<{ id: number; child_id: number }>(
    tx,
    sql`insert into guardianships (guardian_id, child_id, created_at)
      select distinct g, c, ${now}::timestamptz from jsonb_to_recordset(${json(pairs)}) as v(g int, c int) where g <> c
      on conflict (guardian_id, child_id) do nothing returning id, child_id`,
  );
}

export interface NewItem {
  importId: number;
  kind: string;
  refId: number;
  line: number;
  before?: Record<string, string> | null;
  after?: Record<string, string> | null;
}

export async function insertItems(tx: DbOrTx, items: NewItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 5000)
    await tx
      .insert(importItems)
      .values(items.slice(i, i + 5000))
      .onConflictDoNothing();
}

/** Mark a batch's people written, with the member each is (and the changes written, when the plan had none to show). */
export async function markDone(
  tx: DbOrTx,
  id: number,
  rows: { seq: number; memberId: number; changes?: PlanChange[] }[],
): Promise<void> {
  const values = rows.map((r) => ({ s: r.seq, m: r.memberId, c: r.changes ?? null }));
  await tx.execute(sql`update import_people p set done = true, member_id = v.m, changes = coalesce(v.c, p.changes)
    from jsonb_to_recordset(${json(values)}) as v(s int, m int, c jsonb)
    where p.import_id = ${id} and p.seq = v.s`);
}

/** Add a batch to the import's progress and result. */
export async function addProgress(tx: DbOrTx, id: number, done: number, delta: ImportResult): Promise<void> {
  const add = (k: keyof ImportResult) => sql`${delta[k]} + coalesce((result->>${k})::int, 0)`;
  await tx.execute(sql`update imports set done = done + ${done}, result = jsonb_build_object(
    'created', ${add('created')}, 'changed', ${add('changed')}, 'unchanged', ${add('unchanged')},
    'guardianships', ${add('guardianships')}, 'places', ${add('places')}) where id = ${id}`);
}

/** Finish a running import this server holds once no person waits; answers the import when it was finished here. */
export async function finishImport(tx: DbOrTx, id: number, token: string, now: Date) {
  const [row] = await tx
    .update(imports)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lockedBy: null })
    .where(
      and(
        eq(imports.id, id),
        eq(imports.status, 'running'),
        eq(imports.lockedBy, token),
        sql`not exists (select 1 from import_people p where p.import_id = ${id} and not p.done)`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function failImport(db: DbOrTx, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'failed', error, finishedAt: now, lockedUntil: null, lockedBy: null })
    .where(and(eq(imports.id, id), eq(imports.status, 'running')));
}
