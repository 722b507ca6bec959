import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveEntry } from '@portal/domain/competition/live-score';
import { todayIn } from '@portal/domain/shared/time';
import type { TestApp } from '../../test/harness';
import { moveToTonight } from '../../test/live-kit';

// Live scoring's test set-up (decision 336): manager01's team's next basketball game moved to today at 23:00 (off
// court, so no other game overlaps), the other team given a manager (member01), and referee01 rostered as its Scorer.

export interface LiveGame {
  gameId: number;
  divisionId: number;
  /** Which side manager01's team plays. */
  mine: 'a' | 'b';
}

const rows = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

export async function liveGameToday(t: TestApp): Promise<LiveGame> {
  const [g] = await rows<{ id: number; division_id: number; team_a_id: number; team_b_id: number; team: number }>(
    t,
    sql`select g.id, g.division_id, g.team_a_id, g.team_b_id, tm.team_id as team
      from games g join team_members tm on tm.team_id in (g.team_a_id, g.team_b_id) and tm.role = 'manager'
      join members m on m.id = tm.member_id join divisions d on d.id = g.division_id
      where m.username = 'manager01' and g.scored_at is null and g.team_b_id is not null and g.status = 'scheduled'
        and d.sport = 'basketball' and g.final_slot is null
      order by g.date, g.time_from limit 1`,
  );
  const game = g!;
  const other = game.team === game.team_a_id ? game.team_b_id : game.team_a_id;
  const today = todayIn(t.config.site.timeZone);
  await moveToTonight(t.database.db, game.id, today);
  await t.database.db.execute(sql`insert into team_members (team_id, division_id, member_id, role)
    select ${other}, ${game.division_id}, id, 'manager' from members where username = 'member01'`);
  await t.database.db.execute(sql`insert into referee_assignments (game_id, member_id, roster_type, member_type)
    select ${game.id}, id, 'table', 'Scorer' from members where username = 'referee01'`);
  return { gameId: game.id, divisionId: game.division_id, mine: game.team === game.team_a_id ? 'a' : 'b' };
}

/** The game's next undecided game of manager01's team after `gameId` (still in the future). */
export async function laterGame(t: TestApp, gameId: number): Promise<number> {
  const [g] = await rows<{ id: number }>(
    t,
    sql`select g2.id from games g join games g2 on g2.division_id = g.division_id and g2.scored_at is null
      and g2.team_b_id is not null and g2.date > ${todayIn(t.config.site.timeZone)}::date + 1 and (g2.team_a_id in (g.team_a_id, g.team_b_id)
      or g2.team_b_id in (g.team_a_id, g.team_b_id)) where g.id = ${gameId} order by g2.date limit 1`,
  );
  return g!.id;
}

let seq = 0;
/** A scorer's entry with a fresh id (seq given, else the next of this file's counter). */
export const basket = (team: 'a' | 'b', points: 1 | 2 | 3, s: number = ++seq): LiveEntry => ({
  id: randomUUID(),
  seq: s,
  kind: 'score',
  team,
  points,
  at: new Date().toISOString(),
});

export const device = (): string => randomUUID();

export function live(t: TestApp, gameId: number) {
  const url = `/api/live/games/${gameId}`;
  return {
    get: () => t.request({ method: 'GET', url }),
    claim: (token: string | undefined, payload: unknown) =>
      t.request({ method: 'POST', url: `${url}/claim`, token, payload }),
    send: (token: string | undefined, payload: unknown) =>
      t.request({ method: 'POST', url: `${url}/entries`, token, payload }),
    confirm: (token: string | undefined, payload: unknown) =>
      t.request({ method: 'POST', url: `${url}/confirm`, token, payload }),
  };
}

export { rows as sqlRows };
