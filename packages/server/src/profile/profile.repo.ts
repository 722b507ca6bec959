import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { memberSports } from '../platform/members.tables';

export async function sportsOf(db: DbOrTx, memberId: number) {
  return db.select().from(memberSports).where(eq(memberSports.memberId, memberId)).orderBy(asc(memberSports.sport));
}

/** Teams the member belongs to in any role (nb_teams). Team membership arrives with the competition model. */
export async function countTeams(_db: DbOrTx, _memberId: number): Promise<number> {
  return 0;
}
