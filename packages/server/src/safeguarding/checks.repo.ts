import { and, asc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CheckStatusLabels, CheckKindLabels, type CheckStatus } from '@portal/domain/safeguarding/checks';
import type { CheckView } from '@portal/domain/safeguarding/checks.messages';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { CheckQuery } from '@portal/domain/safeguarding/checks.staff.contract';
import { formatDate } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { readPage, staffList, type PageWindow } from '../platform/staff-list';
import { safeguardingSettings, workingWithChildrenChecks as c } from './safeguarding.tables';

// Working With Children Checks as stored (issue 44, docs/decisions/315): a member's own entry, the staff list with its
// views and CSV, one check, the settings row; drizzle only.

const checker = alias(members, 'checker');

/** The standing on `today` in SQL, as checkStanding reads it: a verified check past its expiry is expired. */
const standingSql = (today: string) =>
  sql<CheckStatus>`case when ${c.status} = 'verified' and ${c.expiresOn} < ${today} then 'expired' else ${c.status} end`;
const personName = sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`;

export interface CheckRowData {
  memberId: number;
  name: string;
  username: string | null;
  state: string;
  number: string;
  kind: string;
  expiresOn: string | null;
  status: string;
  standing: CheckStatus;
  checkedAt: Date | null;
  checkedBy: string | null;
  method: string | null;
  note: string;
  reverifyDue: boolean;
  providerRef: string | null;
  reverifyAt: Date | null;
  enteredAt: Date;
  /** What they hold now (the list adds it from positionsOfTrust). */
  positions?: string[];
}

export const checkList = staffList<NonNullable<CheckQuery['sort']>, CheckRowData>({
  sort: {
    name: [members.lastname, members.firstname],
    state: [c.state],
    status: [c.status],
    expires_on: [c.expiresOn],
    checked_at: [c.checkedAt],
  },
  // the ones that stop people first: barred and cancelled, then expired, pending, the rest by expiry
  byDefault: [
    sql`case ${c.status} when 'barred' then 0 when 'cancelled' then 0 when 'expired' then 1 when 'pending' then 2 else 3 end`,
    sql`${c.expiresOn} asc nulls last`,
  ],
  then: [asc(c.id)],
  search: { columns: [members.firstname, members.lastname, members.username, c.number], words: true },
  csv: [
    { header: 'Member', value: (r) => r.memberId },
    { header: 'Name', value: (r) => r.name },
    { header: 'State', value: (r) => r.state },
    { header: 'Number', value: (r) => r.number },
    { header: 'Held as', value: (r) => CheckKindLabels[r.kind as 'volunteer' | 'paid'] ?? r.kind },
    { header: 'Expires', value: (r) => (r.expiresOn ? r.expiresOn.split('-').reverse().join('/') : '') },
    { header: 'Status', value: (r) => CheckStatusLabels[r.standing] },
    { header: 'Last checked', value: (r, zone) => (r.checkedAt ? formatDate(r.checkedAt, zone) : '') },
    { header: 'Checked by', value: (r) => r.checkedBy ?? '' },
    { header: 'Note', value: (r) => r.note },
    { header: 'Positions of trust', value: (r) => (r.positions ?? []).join('; ') },
  ],
});

/** The condition of a view of the list on `today` (checks expiring within `days`, re-verification due by `now`). */
function viewWhere(view: CheckView, today: string, days: number, now: Date): SQL | undefined {
  const until = sql`(${today}::date + ${days}::int)`;
  const pending = eq(c.status, 'pending');
  const due = and(lte(c.reverifyAt, now), eq(c.status, 'verified'));
  const expiring = and(eq(c.status, 'verified'), gte(c.expiresOn, today), sql`${c.expiresOn} <= ${until}`);
  const expired = or(eq(c.status, 'expired'), and(eq(c.status, 'verified'), lt(c.expiresOn, today)));
  const removed = inArray(c.status, ['barred', 'cancelled']);
  switch (view) {
    case 'attention':
      return or(pending, due, expiring, expired, removed);
    case 'pending':
      return pending;
    case 'due':
      return due;
    case 'expiring':
      return expiring;
    case 'expired':
      return expired;
    case 'removed':
      return removed;
    case 'verified':
      return and(eq(c.status, 'verified'), or(sql`${c.expiresOn} is null`, gte(c.expiresOn, today)));
    case 'all':
      return undefined;
  }
}

const rowColumns = (today: string, now: Date) => ({
  memberId: c.memberId,
  name: personName,
  username: members.username,
  state: c.state,
  number: c.number,
  kind: c.kind,
  expiresOn: c.expiresOn,
  status: c.status,
  standing: standingSql(today),
  checkedAt: c.checkedAt,
  checkedBy: sql<string | null>`nullif(trim(${checker.firstname} || ' ' || ${checker.lastname}), '')`,
  method: c.method,
  note: c.note,
  reverifyDue: sql<boolean>`coalesce(${c.reverifyAt} <= ${now}, false)`,
  providerRef: c.providerRef,
  reverifyAt: c.reverifyAt,
  enteredAt: c.enteredAt,
});

/** One page of checks in a view (or every one up to the export limit) and how many match in all. */
export function checkPage(
  db: DbOrTx,
  q: CheckQuery,
  today: string,
  now: Date,
  window: PageWindow,
): Promise<ListPage<CheckRowData>> {
  return readPage(
    db,
    db
      .select(rowColumns(today, now))
      .from(c)
      .innerJoin(members, eq(members.id, c.memberId))
      .leftJoin(checker, eq(checker.id, c.checkedBy))
      .where(and(viewWhere(q.view, today, q.days, now), checkList.search(q.q)))
      .$dynamic(),
    checkList.order(q),
    window,
  );
}

/** One person's check with their name and who last checked it, or undefined. */
export async function checkOf(
  db: DbOrTx,
  memberId: number,
  today: string,
  now: Date,
): Promise<CheckRowData | undefined> {
  const [row] = await db
    .select(rowColumns(today, now))
    .from(c)
    .innerJoin(members, eq(members.id, c.memberId))
    .leftJoin(checker, eq(checker.id, c.checkedBy))
    .where(eq(c.memberId, memberId));
  return row;
}

/** A member's own check as stored, or undefined. */
export async function ownCheck(db: DbOrTx, memberId: number, lock = false) {
  const q = db.select().from(c).where(eq(c.memberId, memberId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export interface Entry {
  state: string;
  number: string;
  kind: string;
  expiresOn: string | null;
}

/**
 * Write a member's entry: a new check waits for verification, and so does a changed one (number, state, kind or
 * expiry: what was verified is no longer what the card says), its last verification forgotten; the same entry again
 * changes nothing. Inserted with ON CONFLICT so two saves at once make one row.
 */
export async function writeEntry(tx: DbOrTx, memberId: number, e: Entry, now: Date) {
  const changed = sql`(${c.number} <> excluded.number or ${c.state} <> excluded.state or ${c.kind} <> excluded.kind
    or ${c.expiresOn} is distinct from excluded.expires_on)`;
  const unlessSame = (reset: SQL, column: SQL | AnyPgColumn) =>
    sql`case when ${changed} then ${reset} else ${column} end`;
  const [row] = await tx
    .insert(c)
    .values({ memberId, ...e, status: 'pending', enteredAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: c.memberId,
      set: {
        state: sql`excluded.state`,
        number: sql`excluded.number`,
        kind: sql`excluded.kind`,
        expiresOn: sql`excluded.expires_on`,
        status: unlessSame(sql`'pending'`, c.status),
        checkedAt: unlessSame(sql`null`, c.checkedAt),
        checkedBy: unlessSame(sql`null`, c.checkedBy),
        method: unlessSame(sql`null`, c.method),
        providerRef: unlessSame(sql`null`, c.providerRef),
        note: unlessSame(sql`''`, c.note),
        reverifyAt: unlessSame(sql`null`, c.reverifyAt),
        enteredAt: unlessSame(sql`excluded.entered_at`, c.enteredAt),
        updatedAt: unlessSame(sql`excluded.updated_at`, c.updatedAt),
      },
    })
    .returning();
  return row!;
}

/** The settings row, locked for a save (the migration inserts it; a missing one is made). */
export async function lockSettings(tx: DbOrTx) {
  await tx.insert(safeguardingSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(safeguardingSettings).where(eq(safeguardingSettings.id, 1)).for('update');
  return row!;
}

export async function writeSettings(
  tx: DbOrTx,
  s: Pick<
    typeof safeguardingSettings.$inferInsert,
    'pendingPolicy' | 'verifier' | 'reverifyEveryDays' | 'remindDaysBefore'
  >,
  now: Date,
) {
  await tx
    .update(safeguardingSettings)
    .set({ ...s, updatedAt: now })
    .where(eq(safeguardingSettings.id, 1));
}
