import { and, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db';
import { moveMemberRows } from '../platform/member-rows';
import { accessTokens, members, memberSports } from '../platform/members.tables';
import { differentPeople, staffRoles } from './staff.tables';

// Duplicate people and merges (drizzle only; docs/decisions/162).

const b = alias(members, 'b');

/**
 * Pairs of active members with the same name (whatever the case), date of birth and gender, found through
 * members_name_dob_idx, less the pairs marked as different people (decision 284); the domain rule (duplicates.ts)
 * then keeps those that also share a contact field.
 */
export function candidatePairs(db: DbOrTx, limit: number) {
  return db
    .select({ a: members.id, b: b.id })
    .from(members)
    .innerJoin(
      b,
      and(
        sql`lower(${b.firstname}) = lower(${members.firstname})`,
        sql`lower(${b.lastname}) = lower(${members.lastname})`,
        eq(b.dob, members.dob),
        lt(members.id, b.id),
        sql`lower(${b.gender}) = lower(${members.gender})`,
        isNull(b.deactivatedAt),
      ),
    )
    .where(
      and(
        isNull(members.deactivatedAt),
        sql`${members.firstname} <> ''`,
        sql`not exists (select 1 from ${differentPeople} d
      where d.member_low = ${members.id} and d.member_high = ${b.id})`,
      ),
    )
    .orderBy(sql`lower(${members.lastname})`, sql`lower(${members.firstname})`, members.id, b.id)
    .limit(limit);
}

/** The facts a pair is judged and shown by, with each member's latest sign-in. */
export async function pairFacts(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: members.id,
      username: members.username,
      firstname: members.firstname,
      lastname: members.lastname,
      dob: members.dob,
      gender: members.gender,
      email: members.email,
      mobile: members.mobile,
      postcode: members.postcode,
      createdAt: members.createdAt,
      lastSignIn: max(accessTokens.createdAt),
    })
    .from(members)
    .leftJoin(accessTokens, eq(accessTokens.memberId, members.id))
    .where(inArray(members.id, ids))
    .groupBy(members.id);
}

/**
 * The merged account's sports and staff roles go to the kept one: of a sport both hold, the registration that runs
 * longer stays (a null expiry counts as none).
 */
export async function moveSportsAndRoles(
  tx: DbOrTx,
  from: number,
  to: number,
): Promise<{ sports: number; staff_roles: number }> {
  await tx.execute(sql`delete from member_sports f where f.member_id = ${from} and exists (select 1 from member_sports k
    where k.member_id = ${to} and k.sport = f.sport and (f.expiry_date is null or k.expiry_date >= f.expiry_date))`);
  await tx.execute(sql`delete from member_sports k where k.member_id = ${to} and exists (select 1 from member_sports f
    where f.member_id = ${from} and f.sport = k.sport)`);
  return {
    sports: await moveMemberRows(tx, memberSports, memberSports.memberId, from, to),
    staff_roles: await moveMemberRows(tx, staffRoles, staffRoles.memberId, from, to, [staffRoles.role]),
  };
}

/** Mark `from` merged into `to` (deactivated at `at`), and send the accounts merged into `from` before to `to` too. */
export async function markMerged(tx: DbOrTx, from: number, to: number, at: Date): Promise<void> {
  await tx.update(members).set({ mergedInto: to }).where(eq(members.mergedInto, from));
  await tx.update(members).set({ mergedInto: to, deactivatedAt: at, updatedAt: at }).where(eq(members.id, from));
}

/** Record that two accounts are different people (ordered low, high); false when the pair was marked before. */
export async function insertDifferent(
  tx: DbOrTx,
  low: number,
  high: number,
  reason: string,
  by: number | null,
): Promise<boolean> {
  const rows = await tx
    .insert(differentPeople)
    .values({ memberLow: low, memberHigh: high, reason, markedBy: by })
    .onConflictDoNothing()
    .returning({ low: differentPeople.memberLow });
  return rows.length > 0;
}
