import type { GameEditTold } from '@portal/domain/competition/game-edits.staff.contract';
import type { DbOrTx } from '../platform/db';
import { gameReferees } from '../rosters/referee.service';
import type { EditGameRow } from './game-edits.repo';
import * as repo from './game-edits.repo';
import * as league from './league.service';

// Who a game edit emails (decision 271): every member of both teams and of the duty team, and the game's referees,
// each once, those with an email address. The dialog says so before Save (`told`), the save emails exactly them.

export interface Recipient {
  memberId: number;
  firstname: string;
  email: string;
  referee: boolean;
}

/** The people a change of this game emails, each once (a referee who also plays in a team is told as a player), and its referees. */
export async function recipientsOf(db: DbOrTx, g: EditGameRow): Promise<{ people: Recipient[]; referees: number }> {
  const teamIds = [g.teamAId, g.teamBId, g.dutyTeamId].filter((t): t is number => t !== null);
  const people = new Map<number, Recipient>();
  for (const p of await league.teamPeople(db, teamIds)) {
    if (p.email && !people.has(p.memberId))
      people.set(p.memberId, { memberId: p.memberId, firstname: p.firstname, email: p.email, referee: false });
  }
  // the referees come through the rosters area's read (referee.service), whatever shape its assignments take
  const refereeIds = [...new Set((await gameReferees(db, [g.id])).map((r) => r.id))];
  for (const r of await repo.memberEmails(
    db,
    refereeIds.filter((id) => !people.has(id)),
  )) {
    if (r.email)
      people.set(r.memberId, { memberId: r.memberId, firstname: r.firstname, email: r.email, referee: true });
  }
  return { people: [...people.values()], referees: refereeIds.length };
}

/** What the dialog says before Save: the teams, the duty teams, how many referees and how many people in all. */
export async function toldOf(db: DbOrTx, games: EditGameRow[]): Promise<GameEditTold> {
  const people = new Set<number>();
  let referees = 0;
  for (const g of games) {
    const of = await recipientsOf(db, g);
    referees += of.referees;
    for (const r of of.people) people.add(r.memberId);
  }
  return {
    teams: games.flatMap((g) => [g.teamA, g.teamB]).filter((t): t is string => Boolean(t)),
    duty_teams: games.flatMap((g) => (g.duty ? [g.duty] : [])),
    referees,
    people: people.size,
  };
}
