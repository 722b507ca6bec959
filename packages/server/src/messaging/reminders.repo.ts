import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members, memberSports } from '../platform/members.tables';

// The memberships a renewal reminder is due for (decision 314): a sport's membership ending between today and the set
// number of days ahead, of a member whose account is active. One row a member and sport.

export function renewalsDue(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      memberId: members.id,
      firstname: members.firstname,
      sport: memberSports.sport,
      expiry: memberSports.expiryDate,
    })
    .from(memberSports)
    .innerJoin(members, eq(members.id, memberSports.memberId))
    .where(and(between(memberSports.expiryDate, from, to), isNull(members.deactivatedAt)))
    .orderBy(asc(memberSports.expiryDate), asc(members.id), asc(memberSports.sport));
}
