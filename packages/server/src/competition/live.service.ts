import type * as C from '@portal/domain/competition/live-score.contract';
import { entryProblem, tally, type LiveEntry, type LiveTally } from '@portal/domain/competition/live-score';
import { LiveScoreMessages as M } from '@portal/domain/competition/live-score.messages';
import type { Sport } from '@portal/domain/shared/fields';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberCtx } from '../platform/context';
import type { Db, DbOrTx } from '../platform/db';
import { AppError, fieldErrors, forbidden, notFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import { scorerGames } from '../rosters/referee.service';
import * as league from './league.service';
import { liveChanged } from './live-notify';
import * as repo from './live.repo';

// Live scoring at the court-side (issue 45 item 4, docs/decisions/336): the one door of its writes. Every claim,
// batch and confirmation takes the game's live row lock first, so two devices, two resends or two confirmations of
// one game happen one after the other; each tells every server through liveChanged inside its transaction. The final
// score goes through league.service recordScore in the confirmation's own transaction, so standings follow.

/**
 * Whether the signed-in member acts as a competition officer ('competition.live' past the back-office's gates); checked
 * only when needed. `required` when nothing else lets them act: a stale staff sign-in or a missing second factor is
 * then refused as the back-office refuses it (401, 403). Otherwise it only means "not as an officer", so a manager or
 * Scorer who is also staff is never locked out by the staff session (decision 358).
 */
export type OfficerCheck = (required: boolean) => Promise<boolean>;
type Side = 'a' | 'b';

const SPORTS: readonly Sport[] = ['basketball', 'netball'];
const sportOf = (s: string): Sport => (SPORTS.includes(s as Sport) ? (s as Sport) : 'basketball');
const EMPTY: LiveTally = tally([], 'basketball');
const held = (name: string, mayMove: boolean) =>
  new AppError(409, mayMove ? 'live_held_yours' : 'live_held', mayMove ? M.heldByYou : M.heldBy(name));
const finalError = () => new AppError(409, 'live_final', M.final);

/** The state answered for a game row (its confirmations given). */
function toState(g: repo.LiveGameRow, confirmations: Awaited<ReturnType<typeof repo.confirmationsOf>>): C.LiveState {
  const live = g.live;
  const t = live?.state ?? EMPTY;
  const decided = g.scoredAt !== null;
  const status: C.LiveStatus = decided
    ? 'final'
    : live && (live.lastSeq > 0 || live.status !== 'live')
      ? live.status === 'final'
        ? 'to_confirm'
        : live.status
      : 'not_started';
  return {
    game_id: g.id,
    division_id: g.divisionId,
    sport: sportOf(g.sport),
    status,
    team_a: { id: g.teamAId!, name: g.teamA },
    team_b: { id: g.teamBId!, name: g.teamB },
    score_a: decided ? (g.scoreA ?? 0) : t.score_a,
    score_b: decided ? (g.scoreB ?? 0) : t.score_b,
    period: t.period,
    periods: t.periods,
    fouls: t.fouls,
    timeouts: t.timeouts,
    // a state stored before the timeouts were kept per period (decision 359) has none until its next entry
    timeouts_by_period: (t as Partial<LiveTally>).timeouts_by_period ?? [],
    last_seq: live?.lastSeq ?? 0,
    scorer: live?.holderMemberId ? { name: live.holderName } : null,
    confirmations: confirmations
      .filter((c) => c.gameId === g.id)
      .map((c) => ({ by: c.side, name: c.name, score_a: c.scoreA, score_b: c.scoreB, at: c.at.toISOString() })),
    updated_at: live?.updatedAt.toISOString() ?? null,
  };
}

async function states(db: DbOrTx, rows: repo.LiveGameRow[]): Promise<C.LiveState[]> {
  const confirmations = await repo.confirmationsOf(
    db,
    rows.filter((r) => r.live).map((r) => r.id),
  );
  return rows.map((r) => toState(r, confirmations));
}

/** A game's live state, or null when there is no such game between two teams (the stream's read too). */
export async function gameState(db: DbOrTx, gameId: number): Promise<C.LiveState | null> {
  const [row] = await repo.gameRows(db, [gameId]);
  return row ? (await states(db, [row]))[0]! : null;
}

/** The live states of a division's games in progress (the stream's and the polling's read). */
export async function divisionStates(db: DbOrTx, divisionId: number): Promise<C.LiveState[]> {
  return states(db, await repo.divisionGamesInProgress(db, divisionId));
}

export async function readGame(db: Db, gameId: number): Promise<{ data: C.LiveState }> {
  const state = await gameState(db, gameId);
  if (!state) throw notFound(M.notFound);
  return { data: state };
}

export async function readDivision(db: Db, divisionId: number): Promise<{ data: C.LiveState[] }> {
  return { data: await divisionStates(db, divisionId) };
}

/** The game (between two teams) or 404. */
async function gameOr404(db: DbOrTx, gameId: number): Promise<repo.LiveGameRow> {
  const [row] = await repo.gameRows(db, [gameId]);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Why this member may score the game ('manager', 'scorer', 'officer'), or 403. */
async function scorerRole(ctx: MemberCtx, g: repo.LiveGameRow, officer: OfficerCheck) {
  const managed = await repo.managedTeams(ctx.db, ctx.member.id, [g.teamAId!, g.teamBId!]);
  if (managed.length) return 'manager' as const;
  if ((await scorerGames(ctx.db, ctx.member.id, [g.id])).length) return 'scorer' as const;
  if (await officer(true)) return 'officer' as const;
  throw forbidden(M.notScorer);
}

/** A game that can be scored live now: scheduled, from its day on, not decided. */
function scorableNow(ctx: MemberCtx, g: Pick<repo.LiveGameRow, 'scoredAt' | 'status' | 'date'>): void {
  if (g.scoredAt !== null) throw finalError();
  if (g.status !== 'scheduled') throw new AppError(409, 'live_not_scorable', M.stopped[g.status]);
  if (g.date > todayIn(ctx.config.site.timeZone, ctx.now())) throw new AppError(409, 'live_not_yet', M.notYet);
}

/**
 * The same, under the game's live lock and read afresh: a result recorded in the back-office, a postponement or a new
 * date may have come since the game was read, or since the scorer began.
 */
async function stillScorable(ctx: MemberCtx, tx: DbOrTx, gameId: number, live: { status: string }): Promise<void> {
  if (live.status === 'final') throw finalError();
  scorableNow(ctx, (await repo.gameNow(tx, gameId))!);
}

/**
 * Hold the game on this device. The device that holds it (with the same sign-in) holds it again; another device is
 * told who holds it, and may move it with take_over when it is the holder's own sign-in or a competition officer.
 */
export async function claim(
  ctx: MemberCtx,
  gameId: number,
  body: C.ClaimBody,
  officer: OfficerCheck,
): Promise<{ data: C.LiveState }> {
  const g = await gameOr404(ctx.db, gameId);
  const role = await scorerRole(ctx, g, officer);
  scorableNow(ctx, g);
  const me = ctx.member.id;
  // a manager or Scorer moves another's device as an officer only past the staff gates; read before the transaction
  // (PGlite runs one at a time)
  const isOfficer = role === 'officer' || (await officer(false));
  await ctx.db.transaction(async (tx) => {
    const live = await repo.lockLive(tx, gameId);
    await stillScorable(ctx, tx, gameId, live);
    const mine = live.holderDevice === body.device && live.holderMemberId === me;
    if (mine) return;
    if (live.holderDevice !== null && live.holderMemberId !== null) {
      const mayMove = live.holderMemberId === me || isOfficer;
      if (!body.take_over || !mayMove) throw held(await repo.memberName(tx, live.holderMemberId), mayMove);
    }
    await repo.setHolder(tx, gameId, body.device, me, ctx.now());
    await liveChanged(tx, gameId, g.divisionId);
  });
  return readGame(ctx.db, gameId);
}

/** Which of the batch's entries are new, checked against the stored ones: order, sport and undo targets. */
function newEntries(batch: LiveEntry[], stored: LiveEntry[], lastSeq: number, sport: Sport): LiveEntry[] {
  const known = new Map(stored.map((e) => [e.id, e]));
  const fresh: LiveEntry[] = [];
  const problems: Record<string, string> = {};
  let seq = lastSeq;
  for (const [i, e] of [...batch.entries()].sort((x, y) => x[1].seq - y[1].seq)) {
    if (known.has(e.id)) continue; // a resend: stored already, changes nothing
    if (e.seq <= seq) throw new AppError(409, 'live_seq', M.seqOrder);
    const problem = entryProblem(e, sport);
    if (problem) problems[`entries.${i}.${e.kind === 'score' ? 'points' : 'kind'}`] = problem;
    if (e.kind === 'undo' && !known.has(e.undoes!)) problems[`entries.${i}.undoes`] = M.undoTarget;
    known.set(e.id, e);
    fresh.push(e);
    seq = e.seq;
  }
  if (Object.keys(problems).length) throw fieldErrors(problems);
  return fresh;
}

/** Store the holding device's entries once each, in seq order, and answer the state tallied from them all. */
export async function send(
  ctx: MemberCtx,
  gameId: number,
  body: C.EntriesBody,
  officer: OfficerCheck,
): Promise<{ data: C.LiveState }> {
  const g = await gameOr404(ctx.db, gameId);
  await scorerRole(ctx, g, officer);
  const sport = sportOf(g.sport);
  await ctx.db.transaction(async (tx) => {
    const live = await repo.lockLive(tx, gameId);
    const stored = await repo.storedEntries(tx, gameId);
    const storedIds = new Set(stored.map((e) => e.id));
    if (body.entries.every((e) => storedIds.has(e.id))) return; // a resend, whoever sends it, changes nothing
    await stillScorable(ctx, tx, gameId, live);
    if (live.holderDevice !== body.device || live.holderMemberId !== ctx.member.id) {
      if (live.holderMemberId === null) throw new AppError(409, 'live_not_held', M.notHolding);
      throw held(await repo.memberName(tx, live.holderMemberId), live.holderMemberId === ctx.member.id);
    }
    const fresh = newEntries(body.entries, stored, live.lastSeq, sport);
    await repo.insertEntries(tx, gameId, fresh, { device: body.device, memberId: ctx.member.id });
    const all = [...stored, ...fresh];
    await repo.saveTally(tx, gameId, {
      lastSeq: Math.max(live.lastSeq, ...fresh.map((e) => e.seq)),
      state: tally(all, sport),
      at: ctx.now(),
    });
    await liveChanged(tx, gameId, g.divisionId);
  });
  return readGame(ctx.db, gameId);
}

/**
 * Confirm the final score. A manager confirms for their team; when the other team's manager has confirmed the same
 * score, or a competition officer confirms (alone), the score is recorded through league.service recordScore in this
 * transaction (audited when the officer confirms). A second confirmation racing the first waits for its lock and
 * then finds the game final: one recordScore.
 */
export async function confirm(
  ctx: MemberCtx,
  gameId: number,
  body: C.ConfirmBody,
  officer: OfficerCheck,
): Promise<{ data: C.LiveState }> {
  const g = await gameOr404(ctx.db, gameId);
  const managed = await repo.managedTeams(ctx.db, ctx.member.id, [g.teamAId!, g.teamBId!]);
  // an officer who manages a team confirms as the officer past the staff gates, else for their team (decision 358)
  const isOfficer = await officer(!managed.length);
  if (!isOfficer && !managed.length) throw forbidden(M.notConfirmer);
  scorableNow(ctx, g);
  const side: Side | 'officer' = isOfficer ? 'officer' : managed.includes(g.teamAId!) ? 'a' : 'b';
  const at = ctx.now();
  await league.writeLeague(ctx, async (w) => {
    const live = await repo.lockLive(w.tx, gameId);
    await stillScorable(ctx, w.tx, gameId, live);
    const score = { scoreA: body.score_a, scoreB: body.score_b };
    await repo.confirm(w.tx, { gameId, side, memberId: ctx.member.id, ...score, at });
    const other = side === 'officer' ? null : side === 'a' ? 'b' : 'a';
    const theirs = other && (await repo.confirmationsOf(w.tx, [gameId])).find((c) => c.side === other);
    const agreed = side === 'officer' || (theirs && theirs.scoreA === body.score_a && theirs.scoreB === body.score_b);
    if (agreed) {
      if (!(await league.recordScore(w, { gameId, ...score }, at))) throw finalError();
      if (side === 'officer')
        await recordAudit(w.tx, ctx, {
          action: 'competition.live.confirm',
          entity: 'game',
          entityId: gameId,
          before: { score_a: null, score_b: null },
          after: { score_a: body.score_a, score_b: body.score_b },
        });
    }
    await repo.setStatus(w.tx, gameId, agreed ? 'final' : 'to_confirm', at);
    await liveChanged(w.tx, gameId, g.divisionId);
  });
  return readGame(ctx.db, gameId);
}

/** The games of today (and those scored live and undecided since yesterday) the member may score, in time order. */
export async function mine(ctx: MemberCtx, officer: OfficerCheck): Promise<{ data: C.MyLiveGame[] }> {
  const me = ctx.member.id;
  const day = todayIn(ctx.config.site.timeZone, ctx.now());
  const from = todayIn(ctx.config.site.timeZone, new Date(ctx.now().getTime() - 86_400_000));
  const [teamIds, scoring] = await Promise.all([repo.managedTeams(ctx.db, me, null), scorerGames(ctx.db, me, null)]);
  // every game of the day only past the staff gates; one's own games whatever the staff session says (decision 358)
  const all = await officer(!teamIds.length && !scoring.length);
  const ids = await repo.candidateGameIds(ctx.db, { day, from, teamIds, gameIds: scoring, all });
  const rows = await repo.gameRows(ctx.db, ids);
  const live = await states(ctx.db, rows);
  const data = rows.map((g, i): C.MyLiveGame => {
    const role =
      teamIds.includes(g.teamAId!) || teamIds.includes(g.teamBId!)
        ? 'manager'
        : scoring.includes(g.id)
          ? 'scorer'
          : 'officer';
    return {
      game_id: g.id,
      division_id: g.divisionId,
      division_name: g.divisionName,
      sport: sportOf(g.sport),
      date: g.date,
      time: g.timeFrom.slice(0, 5),
      court: g.court,
      venue: g.venue,
      team_a: { id: g.teamAId!, name: g.teamA },
      team_b: { id: g.teamBId!, name: g.teamB },
      role,
      status: live[i]!.status,
      scorer: live[i]!.scorer,
    };
  });
  return { data };
}
