import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { MemberListRow, MemberSearchQuery } from '@portal/domain/staff/member-records.contract';
import type { DbOrTx } from '../platform/db';
import { containing, readPage, staffList, type PageWindow } from '../platform/staff-list';
import { members, memberSearchText, memberSports } from '../platform/members.tables';
import type { FactColumns } from './member-scope';

// Member records in the back-office (drizzle only; docs/decisions/161): the search, one record's own rows, and the
// changes staff make to the member row. Other areas' rows come through their services.

export type MemberRow = typeof members.$inferSelect;
export type MemberChanges = Partial<
  Omit<typeof members.$inferInsert, 'id' | 'username' | 'passwordHash' | 'createdAt'>
>;

const like = (s: string) => containing(s.toLowerCase());
const MAX_INT = 2_147_483_647;

/** Every word of `q` in the name, username, email or mobile; a number is also a member number, or the digits of a mobile. */
function searchWhere(q: string, state: MemberSearchQuery['state']): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  const text = words.length ? and(...words.map((w) => sql`${memberSearchText(members)} like ${like(w)}`)) : undefined;
  const digits = q.replace(/[\s()-]/g, '');
  const number = /^\d{1,10}$/.test(digits)
    ? or(
        Number(digits) <= MAX_INT ? eq(members.id, Number(digits)) : undefined,
        digits.length >= 4 ? sql`${memberSearchText(members)} like ${like(digits)}` : undefined,
      )
    : undefined;
  return and(
    number ? or(text, number) : text,
    state === 'active' ? isNull(members.deactivatedAt) : undefined,
    state === 'deactivated' ? and(isNotNull(members.deactivatedAt), isNull(members.mergedInto)) : undefined,
    state === 'merged' ? isNotNull(members.mergedInto) : undefined,
  );
}

// The search is searchWhere's. A person without a sign-in (decision 245) sorts by username as the '' their row shows,
// not as a null first. The export's columns are those a role reads (member-records.service.ts).
export const memberList = staffList<NonNullable<MemberSearchQuery['sort']>, MemberListRow>({
  sort: {
    id: [members.id],
    lastname: [members.lastname, members.firstname],
    firstname: [members.firstname, members.lastname],
    username: [sql`coalesce(${members.username}, '')`],
    email: [members.email],
    dob: [members.dob],
  },
  byDefault: { key: 'lastname' },
  then: [asc(members.id)],
  csv: (
    [
      ['id', 'Member number'],
      ['username', 'Username'],
      ['firstname', 'First name'],
      ['lastname', 'Last name'],
      ['email', 'Email'],
      ['mobile', 'Mobile'],
      ['dob', 'Date of birth'],
      ['gender', 'Gender'],
      ['suburb', 'Suburb'],
      ['postcode', 'Postcode'],
      ['state', 'Account'],
    ] as const
  ).map(([field, header]) => ({ field, header, value: (m: MemberListRow) => m[field] ?? '' })),
});

const listColumns = {
  id: members.id,
  username: members.username,
  firstname: members.firstname,
  lastname: members.lastname,
  email: members.email,
  mobile: members.mobile,
  dob: members.dob,
  gender: members.gender,
  suburb: members.suburb,
  postcode: members.postcode,
  deactivatedAt: members.deactivatedAt,
  mergedInto: members.mergedInto,
};

/** Who may read the members (decision 264): the readable ones, and each row's facts that decide its fields. */
export interface ReadScope {
  where: SQL | undefined;
  facts: FactColumns;
}

/**
 * One page of the members the search finds among those `scope` reads (by last name unless sorted otherwise) and how
 * many it finds in all.
 */
export function searchPage(db: DbOrTx, q: MemberSearchQuery, page: PageWindow, scope: ReadScope) {
  const where = and(searchWhere(q.q, q.state), scope.where);
  // a member number asked for comes first, before the names and mobiles that merely hold its digits
  const number =
    /^\d{1,10}$/.test(q.q.trim()) && Number(q.q) <= MAX_INT && !q.sort
      ? [sql`${members.id} = ${Number(q.q)} desc`]
      : [];
  return readPage(
    db,
    db
      .select({ ...listColumns, facts: scope.facts })
      .from(members)
      .where(where)
      .$dynamic(),
    [...number, ...memberList.order(q)],
    page,
  );
}
export type ListRow = Awaited<ReturnType<typeof searchPage>>['rows'][number];

/** The facts of member `id` that decide who reads them, or undefined when there is no such member. */
export async function factsOf(db: DbOrTx, id: number, facts: FactColumns) {
  const [row] = await db.select(facts).from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function findMember(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** Members by id, their rows locked until the transaction ends (in id order, so two merges cannot deadlock). */
export async function lockMembers(tx: DbOrTx, ids: number[]): Promise<MemberRow[]> {
  return tx.select().from(members).where(inArray(members.id, ids)).orderBy(asc(members.id)).for('update');
}

export function sportsOf(db: DbOrTx, memberId: number) {
  return db.select().from(memberSports).where(eq(memberSports.memberId, memberId)).orderBy(asc(memberSports.sport));
}

/** The username of an account and those merged into it. */
export async function mergeLinks(db: DbOrTx, m: Pick<MemberRow, 'id' | 'mergedInto'>) {
  const [into, from] = await Promise.all([
    m.mergedInto
      ? db
          .select({ id: members.id, username: members.username })
          .from(members)
          .where(eq(members.id, m.mergedInto))
          .limit(1)
      : [],
    db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(eq(members.mergedInto, m.id))
      .orderBy(asc(members.id)),
  ]);
  const named = (r: { id: number; username: string | null }) => ({ id: r.id, username: r.username ?? '' });
  return { into: into[0] ? named(into[0]) : null, from: from.map(named) };
}

/** Update the member row (updated_at moves too) and answer it. */
export async function updateMember(tx: DbOrTx, id: number, changes: MemberChanges): Promise<MemberRow> {
  const [row] = await tx
    .update(members)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

/** Give the member exactly `sports`: new ones start without dates, others go (with their dates, kept in the audit trail). */
export async function setSports(tx: DbOrTx, memberId: number, sports: readonly string[]): Promise<void> {
  await tx
    .delete(memberSports)
    .where(and(eq(memberSports.memberId, memberId), notInArray(memberSports.sport, [...sports])));
  await tx
    .insert(memberSports)
    .values(sports.map((sport) => ({ memberId, sport })))
    .onConflictDoNothing();
}

/** Set one sport row's expiry and renewal due (a staff change, decision 257); the previous expiry stays. */
export async function setMembership(
  tx: DbOrTx,
  sportRowId: number,
  to: { expiryDate: string | null; membRenewal: boolean },
): Promise<void> {
  await tx.update(memberSports).set(to).where(eq(memberSports.id, sportRowId));
}
