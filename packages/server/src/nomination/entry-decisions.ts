import type { DecisionReply, DeclineEntryBody } from '@portal/domain/nomination/entries.staff.contract';
import {
  EntriesMessages as M,
  EntriesTexts as T,
  EntryMails as Mail,
} from '@portal/domain/nomination/entries.staff.messages';
import type { Coach, NominationPlayer } from '@portal/domain/nomination/team-nomination-body';
import * as league from '../competition/league.service';
import { refundableOfOrder, refundOrderInFull, type OrderRefund } from '../payments/payments.service';
import type { DbOrTx } from '../platform/db';
import { AppError, isUniqueViolation } from '../platform/errors';
import { DIVISION_PLAYER_KEY } from '../platform/league.tables';
import { notify } from '../messaging/notices.service';
import { requireConfirmedPassword } from '../platform/password-gate';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { coachMember, entryPlayers } from './entry-checks';
import { entryRow } from './entries.staff.service';
import * as repo from './entries.staff.repo';
import { giveBackPlace } from './nomination.repo';

// The officer's decisions on a team entry (docs/decisions/206). Each runs in one league write (decision 172) that
// locks the entry, checks its status under that lock, changes the league, takes its audit row and tells the team's
// manager through the messaging pipeline (decision 313: kind competition, their Messages page and their channels), so
// a refused decision writes nothing. A decline's refund is made after that transaction commits,
// through the payments service (decision 201), under a key of the entry: declining again finishes it, never doubles it.

type Entry = repo.StaffEntry;
const refundKey = (entryId: number) => `entry-decline-refund-${entryId}`;
const conflict = (message: string) => new AppError(409, 'conflict', message);

async function lockedEntry(tx: DbOrTx, id: number): Promise<Entry> {
  await repo.lockEntry(tx, id);
  const e = await repo.entryById(tx, id);
  if (!e) throw new AppError(404, 'not_found', M.noEntry);
  return e;
}

/** The target division: one that takes entries, of the entry's season. */
async function targetDivision(tx: DbOrTx, e: Entry, divisionId: number) {
  const d = await repo.entryDivision(tx, divisionId);
  if (!d || d.seasonId !== e.seasonId)
    throw new AppError(422, 'error_validation', M.noDivision, { division_id: M.noDivision });
  return d;
}

/** Tell the entry's manager of a decision, once per entry and decision (`stage`; a move also by its time). */
async function mailManager(
  ctx: StaffCtx,
  tx: DbOrTx,
  e: Entry,
  stage: string,
  subject: string,
  paragraphs: string[],
): Promise<void> {
  await notify(tx, {
    memberIds: [e.memberId],
    kind: 'competition',
    subject,
    body: [Mail.greeting(e.firstname), ...paragraphs, `${Mail.action}: ${ctx.config.publicUrl}/member/teams`].join(
      '\n\n',
    ),
    dedupeKey: `entry-${stage}:${e.id}`,
    now: ctx.now(),
    timeZone: ctx.config.site.timeZone,
  });
}

async function reply(ctx: StaffCtx, id: number, message: string): Promise<DecisionReply> {
  return { data: { message, entry: await entryRow(ctx.db, id) } };
}

export async function accept(ctx: StaffCtx, id: number): Promise<DecisionReply> {
  const e = await league.writeLeague(ctx, async (w) => {
    const e = await lockedEntry(w.tx, id);
    if (e.status !== 'pending') throw conflict(M.notPending(e.team, T.statuses[e.status]));
    const d = (await repo.entryDivision(w.tx, e.divisionId))!;
    await repo.setAccepted(w.tx, id, ctx.now());
    await mailManager(ctx, w.tx, e, 'accepted', Mail.acceptedSubject(e.team), [
      Mail.accepted(e.team, d.name, d.season),
    ]);
    await recordAudit(w.tx, ctx, {
      action: 'competition.entry.accept',
      entity: 'team_entry',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'accepted', team: e.team, division: d.name },
    });
    return e;
  });
  return reply(ctx, id, M.accepted(e.team, e.division));
}

export async function decline(ctx: StaffCtx, id: number, body: DeclineEntryBody): Promise<DecisionReply> {
  await passwordBeforeRefund(ctx, id);
  const outcome = await league.writeLeague(ctx, async (w) => {
    const e = await lockedEntry(w.tx, id);
    if (e.status === 'declined') return { e, again: true };
    if (e.status !== 'pending' && e.status !== 'waitlisted')
      throw conflict(M.notDeclinable(e.team, T.statuses[e.status]));
    if (e.teamId !== null) {
      if (await league.teamHasGames(w.tx, e.teamId)) throw conflict(M.hasGames(e.team, e.division));
      await league.removeTeam(w, e.teamId);
    }
    if (e.takesPlace) await giveBackPlace(w.tx, e.divisionId);
    await repo.setDeclined(w.tx, id, body.reason, ctx.now());
    const refundable = (await refundableOfOrder(w.tx, e.orderId))?.cents ?? 0;
    const d = (await repo.entryDivision(w.tx, e.divisionId))!;
    await mailManager(ctx, w.tx, e, 'declined', Mail.declinedSubject(e.team), [
      Mail.declined(e.team, d.name, d.season, body.reason),
      refundable > 0 ? Mail.refund(refundable) : Mail.noRefund,
    ]);
    await recordAudit(w.tx, ctx, {
      action: 'competition.entry.decline',
      entity: 'team_entry',
      entityId: id,
      reason: body.reason,
      before: { status: e.status, team_id: e.teamId },
      after: { status: 'declined', team: e.team, division: d.name, refund_cents: refundable },
    });
    return { e, again: false };
  });
  // after the commit, with no transaction open: the payments service holds, makes and settles the refund (decision 201)
  const refund = await refundOrderInFull(
    ctx,
    outcome.e.orderId,
    `Team entry declined: ${body.reason}`.slice(0, 500),
    refundKey(id),
    outcome.again,
  );
  if (outcome.again && refund.status === 'none') throw conflict(M.notDeclinable(outcome.e.team, T.statuses.declined));
  return reply(ctx, id, M.declined(outcome.e.team) + refundText(refund));
}

/** A decline that refunds asks the password again (decision 263), before anything is written. */
async function passwordBeforeRefund(ctx: StaffCtx, id: number): Promise<void> {
  const e = await repo.entryById(ctx.db, id);
  if (e && ((await refundableOfOrder(ctx.db, e.orderId))?.cents ?? 0) > 0) await requireConfirmedPassword(ctx);
}

function refundText(r: OrderRefund): string {
  if (r.status === 'refunded') return M.refunded(r.amountCents);
  if (r.status === 'refused') return M.refundRefused(r.message ?? '');
  if (r.status === 'elsewhere') return M.refundElsewhere;
  return r.status === 'unknown' ? M.refundUnknown : '';
}

/** A player already in a team of the division, or a team of the name there: the database's keys refuse it. */
function keyRefusal(err: unknown, team: string, division: string): never {
  if (isUniqueViolation(err, DIVISION_PLAYER_KEY)) throw conflict(M.playerTaken(division));
  if (isUniqueViolation(err)) throw conflict(M.nameTaken(team, division));
  throw err;
}

async function checkName(tx: DbOrTx, e: Entry, divisionId: number, division: string): Promise<void> {
  if (
    (await league.teamNameTaken(tx, divisionId, e.team)) ||
    (await repo.nameEnteredElse(tx, divisionId, e.team, e.id))
  )
    throw conflict(M.nameTaken(e.team, division));
}

export async function place(ctx: StaffCtx, id: number, divisionId: number): Promise<DecisionReply> {
  const d = await league.writeLeague(ctx, async (w) => {
    const e = await lockedEntry(w.tx, id);
    if (e.status !== 'waitlisted') throw conflict(M.notWaiting(e.team));
    const d = await targetDivision(w.tx, e, divisionId);
    await checkName(w.tx, e, d.id, d.name);
    if (!(await repo.takePlace(w.tx, d.id))) throw conflict(M.full(d.name));
    const entered = e.entry as { coach: Coach; players: NominationPlayer[] };
    const coach = await coachMember(w.tx, entered.coach, d.id);
    const { teamId } = await league
      .createTeam(w, { divisionId: d.id, name: e.team, createdAt: ctx.now() }, [
        { memberId: e.memberId, role: 'manager' },
        ...(coach !== null ? [{ memberId: coach, role: 'coach' as const }] : []),
        ...entryPlayers(entered.players).mids.map((memberId) => ({ memberId, role: 'player' as const })),
      ])
      .catch((err: unknown) => keyRefusal(err, e.team, d.name));
    await repo.setPlaced(w.tx, id, { divisionId: d.id, teamId, now: ctx.now() });
    await mailManager(ctx, w.tx, e, 'placed', Mail.placedSubject(e.team), [Mail.placed(e.team, d.name, d.season)]);
    await recordAudit(w.tx, ctx, {
      action: 'competition.entry.place',
      entity: 'team_entry',
      entityId: id,
      before: { status: 'waitlisted', division: e.division },
      after: { status: 'accepted', division: d.name, team_id: teamId },
    });
    return d;
  });
  return reply(ctx, id, M.placed((await repo.entryById(ctx.db, id))!.team, d.name));
}

export async function regrade(ctx: StaffCtx, id: number, divisionId: number): Promise<DecisionReply> {
  const { e, d } = await league.writeLeague(ctx, async (w) => {
    const e = await lockedEntry(w.tx, id);
    if (e.teamId === null || (e.status !== 'pending' && e.status !== 'accepted')) throw conflict(M.notPlaced(e.team));
    const d = await targetDivision(w.tx, e, divisionId);
    if (d.id === e.divisionId) throw conflict(M.sameDivision(e.team, d.name));
    if (await league.teamHasGames(w.tx, e.teamId)) throw conflict(M.hasGames(e.team, e.division));
    await checkName(w.tx, e, d.id, d.name);
    if (e.takesPlace) await giveBackPlace(w.tx, e.divisionId);
    if (!(await repo.takePlace(w.tx, d.id))) throw conflict(M.full(d.name));
    await league.moveTeam(w, e.teamId, e.divisionId, d.id).catch((err: unknown) => keyRefusal(err, e.team, d.name));
    await repo.setDivision(w.tx, id, d.id, ctx.now());
    await mailManager(ctx, w.tx, e, `moved:${d.id}:${ctx.now().getTime()}`, Mail.movedSubject(e.team), [
      Mail.moved(e.team, e.division, d.name, d.season),
    ]);
    await recordAudit(w.tx, ctx, {
      action: 'competition.entry.regrade',
      entity: 'team_entry',
      entityId: id,
      before: { division: e.division },
      after: { division: d.name },
    });
    return { e, d };
  });
  return reply(ctx, id, M.moved(e.team, e.division, d.name));
}
