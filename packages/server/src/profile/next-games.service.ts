import type { NextGame } from '@portal/domain/profile/next-games.contract';
import { opponentOf } from '@portal/domain/competition/next-game';
import { nextGames } from '../competition/competition.service';
import { memberTeams } from '../competition/league.service';
import type { MemberCtx } from '../platform/context';

/**
 * The dashboard's Next games card (decision 220): the member's teams in the active season (one indexed query), each
 * with its next game from its division's kept draw; soonest first, teams with no game left dropped.
 */
export async function memberNextGames(ctx: MemberCtx): Promise<{ data: NextGame[] }> {
  const teams = (await memberTeams(ctx.db, ctx.member.id)).filter((t) => t.seasonActive && !t.seasonArchived);
  const games = await nextGames(ctx, teams);
  const data = teams.flatMap((t, i) => {
    const game = games[i];
    return game
      ? [
          {
            team_id: t.id,
            team_name: t.name,
            division_id: t.divisionId,
            division: t.division,
            sport: t.sport,
            opponent: opponentOf(game, t.name),
            game,
          },
        ]
      : [];
  });
  data.sort(
    (a, b) => a.game.date_time_from.localeCompare(b.game.date_time_from) || a.team_name.localeCompare(b.team_name),
  );
  return { data };
}
