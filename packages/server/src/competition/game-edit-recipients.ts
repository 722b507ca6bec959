import type { GameEditTold } from '@portal/domain/competition/game-edits.staff.contract';
import { noticeEmails } from '../messaging/notices.service';
import type { DbOrTx } from '../platform/db';
import { gameReferees } from '../rosters/referee.service';
import type { EditGameRow } from './game-edits.repo';
import * as league from './league.service';

// Who a game edit tells (decisions 271, 313): every member of both teams and of the duty team, and the game's
// referees, each once, through the messaging pipeline (a minor's guardians for them). The dialog says how many it
// emails before Save (`told`); the save tells exactly them.

/**
 * Who a saved change tells: every member of both teams and of the duty team, with an email address or not (each finds
 * it on their Messages page), and the game's referees who are not among them (told apart: their message links to
 * their roster).
 */
export async function noticeOf(db: DbOrTx, g: EditGameRow): Promise<{ teamPeople: number[]; referees: number[] }> {
  const teamIds = [g.teamAId, g.teamBId, g.dutyTeamId].filter((t): t is number => t !== null);
  const teamPeople = [...new Set((await league.teamPeople(db, teamIds)).map((p) => p.memberId))];
  // the referees come through the rosters area's read (referee.service), whatever shape its assignments take
  const referees = [...new Set((await gameReferees(db, [g.id])).map((r) => r.id))].filter(
    (id) => !teamPeople.includes(id),
  );
  return { teamPeople, referees };
}

/** What the dialog says before Save: the teams, the duty teams, how many referees and how many people it emails. */
export async function toldOf(
  db: DbOrTx,
  games: EditGameRow[],
  at: { now: Date; timeZone: string },
): Promise<GameEditTold> {
  const people = new Set<number>();
  let referees = 0;
  for (const g of games) {
    referees += new Set((await gameReferees(db, [g.id])).map((r) => r.id)).size;
    const of = await noticeOf(db, g);
    for (const id of [...of.teamPeople, ...of.referees]) people.add(id);
  }
  return {
    teams: games.flatMap((g) => [g.teamA, g.teamB]).filter((t): t is string => Boolean(t)),
    duty_teams: games.flatMap((g) => (g.duty ? [g.duty] : [])),
    referees,
    people: await noticeEmails(db, { memberIds: [...people], kind: 'games', ...at }),
  };
}
