import type { DrawGame } from './competition.contract';

/** One game of the draw as the API answers it, for the competition rules' tests. */
export const drawGame = (id: number, a: string, b: string, extra: Partial<DrawGame> = {}): DrawGame => ({
  game: id, date_formatted: '14-03-2026', date_time_from: '2026-03-14T09:00:00', date_time_to: '2026-03-14T10:00:00',
  time_formatted: '09:00 am', match: `${a} vs ${b}`, match_formatted: `${a} vs ${b}`, courtLabel: 'Court 1', venueLabel: 'Valley Stadium',
  venueAddress: '1 Main Rd', venueSuburb: 'HORNSBY', venuePostcode: '2077', venueState: 'NSW', team_a_id: a, team_b_id: b,
  bye: '', duty: 'None', double_points: 'No', scored: false, score_team_a_points: null, score_team_b_points: null,
  excluded_dates: false, game_rank_a: null, game_rank_b: null, forfeit: null, status: 'scheduled', ...extra,
});
