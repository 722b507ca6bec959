import type { DrawGame, DrawReply, ResultReply } from '@portal/domain/competition/competition.contract';
import { CompetitionErrors as E, CompetitionMessages as M } from '@portal/domain/competition/competition.messages';
import { computeLadder, type LadderGame, type LadderRow } from '@portal/domain/competition/competition.rules';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import * as repo from './competition.repo';
import { rulesOf } from './ladder-rules.repo';

// Builds a division's draw and standings from one pass over its games (spec 001 §3): a fixed handful of
// queries whatever the size of the division.

type Row = repo.DivisionGameRow;

function ladderGame(r: Row): LadderGame {
  // a washout counts as a draw without points for or against; a cancelled or postponed game not at all (decision 210)
  if (r.status === 'washout')
    return { ...playedGame(r), scored: true, scoreA: 0, scoreB: 0, forfeit: null, disqualifiedTeam: null };
  if (r.status !== 'scheduled') return { ...playedGame(r), scored: false };
  return playedGame(r);
}

function playedGame(r: Row): LadderGame {
  return {
    stage: r.stage,
    teamA: r.teamAId,
    teamB: r.teamBId,
    byeTeam: r.byeTeamId,
    scored: r.scoredAt !== null,
    scoreA: r.scoreA,
    scoreB: r.scoreB,
    doublePoints: r.doublePoints,
    forfeit:
      r.forfeitTeamId !== null && r.forfeitKind !== null ? { teamId: r.forfeitTeamId, kind: r.forfeitKind } : null,
    disqualifiedTeam: r.disqualifiedTeamId,
  };
}

function drawGame(r: Row, excluded: Set<string>, rank: Map<number, number>): DrawGame {
  const bye = r.bye ?? '';
  // finals teams stay unknown ('TBA') until the games before them are decided
  const a = r.teamA ?? (bye ? '' : M.toBeAnnounced);
  const b = r.teamB ?? (bye ? '' : M.toBeAnnounced);
  const match = bye ? bye : `${a} vs ${b}`;
  const scored = r.scoredAt !== null && !bye;
  return {
    game: r.id,
    date_formatted: isoToDmy(r.date, '-'),
    date_time_from: `${r.date}T${r.timeFrom}`,
    date_time_to: `${r.date}T${r.timeTo}`,
    time_formatted: formatTime(r.timeFrom),
    match,
    match_formatted: scored && r.scoreA !== null && r.scoreB !== null ? `${a} ${r.scoreA} - ${r.scoreB} ${b}` : match,
    courtLabel: r.court ?? '',
    venueLabel: r.venue ?? '',
    venueAddress: r.address ?? '',
    venueSuburb: r.suburb ?? '',
    venuePostcode: r.postcode ?? '',
    venueState: r.state ?? '',
    team_a_id: a,
    team_b_id: b,
    bye,
    duty: r.duty ?? 'None',
    double_points: r.doublePoints ? 'Yes' : 'No',
    scored,
    score_team_a_points: scored ? r.scoreA : null,
    score_team_b_points: scored ? r.scoreB : null,
    excluded_dates: excluded.has(r.date),
    game_rank_a: r.teamAId === null ? null : (rank.get(r.teamAId) ?? null),
    game_rank_b: r.teamBId === null ? null : (rank.get(r.teamBId) ?? null),
    forfeit: r.forfeitTeamId === null ? null : r.forfeitTeamId === r.teamAId ? a : b,
    status: r.status,
  };
}

export interface DivisionView {
  draw: DrawReply;
  result: ResultReply;
}

/** The draw and standings of a division; 404 when it does not exist. */
export async function buildDivisionView(db: DbOrTx, divisionId: number): Promise<DivisionView> {
  const division = await repo.findDivision(db, divisionId);
  if (!division) throw notFound(E.noDivision);
  const [teams, rows, excluded, adjustments, own] = await Promise.all([
    repo.listTeams(db, divisionId),
    repo.divisionGames(db, divisionId),
    repo.seasonExcludedDates(db, division.seasonId),
    repo.divisionAdjustments(db, divisionId),
    rulesOf(db, divisionId),
  ]);
  // the division's own ladder rules (decision 191), the lot seeded by its id; without them decision 020's
  const rules = own ? { ...own, drawSeed: String(divisionId) } : undefined;
  const ladder: LadderRow[] = computeLadder(teams, rows.map(ladderGame), adjustments, rules);
  const rank = new Map(ladder.map((r, i) => [r.team_id, i + 1]));

  const regular = new Map<number, DrawGame[]>();
  const finals: DrawReply['data']['finalSeries'] = { Semi_Final: [], Final: [], Grand_Final: [] };
  let updated: Date | null = null;
  for (const r of rows) {
    const g = drawGame(r, excluded, rank);
    if (r.stage === 'round') {
      const list = regular.get(r.roundNumber) ?? [];
      list.push(g);
      regular.set(r.roundNumber, list);
      if (r.scoredAt && (!updated || r.scoredAt > updated)) updated = r.scoredAt;
    } else {
      finals[r.stage === 'semi_final' ? 'Semi_Final' : r.stage === 'final' ? 'Final' : 'Grand_Final'].push(g);
    }
  }
  return {
    draw: { data: { divisionDraw: [...regular].map(([round, games]) => ({ round, games })), finalSeries: finals } },
    result: {
      data: {
        divisionResult: ladder,
        adjustTeams: Object.fromEntries(
          Object.entries(adjustments)
            .filter(([, v]) => v !== 0)
            .map(([k, v]) => [k, v]),
        ),
        lastResult: { updated_at: updated ? updated.toISOString() : null },
      },
    },
  };
}
