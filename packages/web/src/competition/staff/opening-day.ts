import type { GameDay } from '@portal/domain/competition/results.staff.contract';

/**
 * The game day the score sheet opens on (decision 272): today's, or the next one when there is none today (the last
 * one when the season is over); of that date's venues, the first with games still to score.
 */
export function openingDay(days: readonly GameDay[], today: string): GameDay | undefined {
  const date = days.find((d) => d.date >= today)?.date ?? days.at(-1)?.date;
  const that = days.filter((d) => d.date === date);
  return that.find((d) => d.decided < d.games) ?? that[0];
}
