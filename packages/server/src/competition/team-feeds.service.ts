import type { DrawGame } from '@portal/domain/competition/competition.contract';
import { uidDomain, type FeedEvent } from '../platform/calendar-feed';
import type { Ctx } from '../platform/context';
import * as repo from './competition.repo';
import { teamDrawGames } from './competition.service';
import { gameFeedEvent } from './team-ics';

/**
 * The events of every game of several teams, for one calendar (the family feed, docs/decisions/253): the team feed's
 * events (decision 074: same UIDs, SEQUENCE, STATUS), each game once even when two of the teams meet. The draws are the
 * divisions' kept answers, dropped on every server when a game changes (decision 220), and the calendar stamps are one
 * query, so the count of queries does not grow with the number of teams.
 */
export async function teamsFeedEvents(
  ctx: Ctx,
  teams: readonly { divisionId: number; name: string }[],
): Promise<FeedEvent[]> {
  const games = new Map<number, DrawGame>();
  const unique = new Map(teams.map((t) => [`${t.divisionId}:${t.name}`, t]));
  for (const t of unique.values()) {
    for (const { game } of await teamDrawGames(ctx, t.divisionId, t.name))
      if (!game.excluded_dates) games.set(game.game, game);
  }
  const stamps = new Map((await repo.gameCalendarStamps(ctx.db, [...games.keys()])).map((s) => [s.id, s]));
  const { associationName, timeZone } = ctx.config.site;
  const host = uidDomain(ctx.config);
  return [...games.values()].map((game) =>
    gameFeedEvent(
      {
        game,
        sequence: stamps.get(game.game)?.sequence ?? 0,
        changedAt: stamps.get(game.game)?.changedAt ?? ctx.now(),
      },
      associationName,
      timeZone,
      host,
    ),
  );
}
