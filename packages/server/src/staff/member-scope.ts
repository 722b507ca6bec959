import { and, or, sql, type SQL } from 'drizzle-orm';
import { MEMBER_READS, type People, type PersonFacts } from '@portal/domain/staff/member-reads';
import type { StaffRole } from '@portal/domain/staff/permissions';
import { addMonthsIso, todayIn } from '@portal/domain/shared/time';
import { hirerCondition } from '../bookings/bookings.staff.service';
import { teamMembers } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import type { StaffCtx } from '../platform/staff-session';

// The people a staff member's roles read (decision 264, the table in domain/staff/member-reads.ts) as SQL on the
// members table: a condition for the search and export, and each person's facts, so a row shows only the fields
// of the roles that read that person.

/** The outer query's member id, named with its table: inside a subquery drizzle would leave a column unqualified. */
const MEMBER_ID = sql.raw('"members"."id"');

export type FactColumns = { [K in keyof PersonFacts]: SQL<boolean> };

/** The facts of each member row that decide who reads it; adult: 18 or over today, by a known date of birth. */
export function factColumns(ctx: Pick<StaffCtx, 'config' | 'now'>): FactColumns {
  const adultIfBornBy = addMonthsIso(todayIn(ctx.config.site.timeZone, ctx.now()), -18 * 12);
  return {
    team_person: sql<boolean>`exists (select 1 from ${teamMembers} tm where tm.member_id = ${MEMBER_ID})`,
    official: sql<boolean>`(${members.isRef} or ${members.isRoster})`,
    hirer: hirerCondition(MEMBER_ID),
    adult: sql<boolean>`coalesce(${members.dob} <= ${adultIfBornBy}::date, false)`,
  };
}

const peopleWhere = (people: People, f: FactColumns): SQL | undefined =>
  ({ everyone: undefined, team_people: f.team_person, officials: f.official, hirers: f.hirer })[people];

/** The members `roles` read: undefined when everyone, else the roles' conditions joined by or. */
export function readableWhere(roles: readonly StaffRole[], f: FactColumns): SQL | undefined {
  const each = roles
    .filter((r) => r in MEMBER_READS)
    .map((r) => and(peopleWhere(MEMBER_READS[r].people, f), MEMBER_READS[r].minors ? undefined : f.adult));
  if (each.some((c) => c === undefined)) return undefined;
  return each.length ? or(...each) : sql`false`;
}
