import type { GameEditBody, StaffGame } from '@portal/domain/competition/game-edits.staff.contract';
import { GameEditMail as Mail, GameEditMessages as M } from '@portal/domain/competition/game-edits.staff.messages';
import { AppError } from '../platform/errors';
import { notify } from '../messaging/notices.service';
import type { StaffCtx } from '../platform/staff-session';
import { gameReferees } from '../rosters/referee.service';
import { recordAudit } from '../platform/audit';
import { editable, planEdit, type PlannedChange } from './game-edit-plan';
import { noticeOf, toldOf } from './game-edit-recipients';
import * as repo from './game-edits.repo';
import * as league from './league.service';

// Game edits in the back-office (docs/decisions/210-game-edits.md): a refused edit (a clash, a decided game) changes
// nothing; a saved one writes through the league service (the draw, standings and team feeds follow at once), records
// an audit row per game and tells every member of both teams and of the duty team, and its referees (decision 271),
// through the messaging pipeline (decision 313: their Messages page, email, app notification or SMS as each chose; a
// minor's guardians for them), in one transaction. The check says who the save will email before it is asked.

const hm = (t: string) => t.slice(0, 5);
const place = (venue: string | null, court: string | null) => [venue, court].filter(Boolean).join(' ');

export async function list(
  ctx: StaffCtx,
  divisionId: number,
): Promise<{ data: { games: StaffGame[]; courts: { id: number; name: string }[] } }> {
  const [rows, courts] = await Promise.all([repo.divisionGames(ctx.db, divisionId), repo.courtList(ctx.db)]);
  const referees = await gameReferees(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: {
      games: rows.map((r) => ({
        game_id: r.id,
        round: r.round,
        stage: r.stage,
        date: r.date,
        time_from: hm(r.timeFrom),
        time_to: hm(r.timeTo),
        court_id: r.courtId,
        court: place(r.venue, r.court),
        match: `${r.teamA ?? 'TBA'} vs ${r.teamB ?? 'TBA'}`,
        duty: r.duty ?? '',
        referees: referees.filter((x) => x.gameId === r.id).map((x) => x.name),
        status: r.status,
        editable: editable(r),
        played: r.scoredAt !== null || r.forfeitTeamId !== null,
      })),
      courts: courts.map((c) => ({ id: c.id, name: place(c.venue, c.court) })),
    },
  };
}

export async function check(ctx: StaffCtx, gameId: number, body: GameEditBody) {
  const { changes, clashes } = await planEdit(ctx.db, gameId, body, false);
  const told = await toldOf(
    ctx.db,
    changes.map((c) => c.game),
    { now: ctx.now(), timeZone: ctx.config.site.timeZone },
  );
  return {
    data: { clashes: clashes.map((c) => ({ kind: c.kind, other_game_id: c.otherGameId, message: c.message })), told },
  };
}

/** The email lines of a changed game: where it was, and where it is now (or that it is postponed, cancelled, washed out). */
function mailLines({ game: g, change: c }: PlannedChange, courtNames: Map<number, string>): string[] {
  const was = Mail.was(g.date, g.timeFrom, place(g.venue, g.court));
  if (c.status !== 'scheduled') return [was, Mail.nowStatus[c.status]];
  const courtId = c.courtId === undefined ? g.courtId : c.courtId;
  return [
    was,
    Mail.now(c.date ?? g.date, c.timeFrom ?? g.timeFrom, courtId === null ? '' : (courtNames.get(courtId) ?? '')),
  ];
}

export async function edit(
  ctx: StaffCtx,
  gameId: number,
  body: GameEditBody,
): Promise<{ data: { message: string; emailed: number } }> {
  const courtNames = new Map((await repo.courtList(ctx.db)).map((c) => [c.id, place(c.venue, c.court)]));
  const emailed = await league.writeLeague(ctx, async (w) => {
    const plan = await planEdit(w.tx, gameId, body, true);
    if (plan.clashes.length) {
      throw new AppError(
        409,
        'clash',
        M.clashes(plan.clashes.length),
        Object.fromEntries(plan.clashes.map((c, i) => [`clashes.${i}`, c.message])),
      );
    }
    let sent = 0;
    for (const planned of plan.changes) {
      const { game: g, change } = planned;
      await league.changeGame(w, { id: g.id, divisionId: g.divisionId }, change);
      await recordAudit(w.tx, ctx, {
        action: `competition.game.${body.action}`,
        entity: 'game',
        entityId: g.id,
        before: {
          date: g.date,
          time_from: hm(g.timeFrom),
          time_to: hm(g.timeTo),
          court_id: g.courtId,
          status: g.status,
        },
        after: {
          date: change.date ?? g.date,
          time_from: hm(change.timeFrom ?? g.timeFrom),
          time_to: hm(change.timeTo ?? g.timeTo),
          court_id: change.courtId === undefined ? g.courtId : change.courtId,
          status: change.status,
        },
      });
      const { teamPeople, referees } = await noticeOf(w.tx, g);
      const matchName = `${g.teamA} vs ${g.teamB}`;
      const lines = [Mail.intro(g.division, matchName), mailLines(planned, courtNames).join('\n')];
      const link = (label: string, path: string) => `${label}: ${ctx.config.publicUrl}${path}`;
      // keyed by the game's version before this change: the same change is never told twice, the next one is
      const key = `game-change:${g.id}:${g.calendarSequence}`;
      const told = [
        { memberIds: teamPeople, dedupeKey: key, action: link(Mail.action, '/member/teams') },
        { memberIds: referees, dedupeKey: `${key}:referees`, action: link(Mail.refereeAction, '/member/referee') },
      ];
      for (const { memberIds, dedupeKey, action } of told) {
        const notice = await notify(w.tx, {
          memberIds,
          kind: 'games',
          subject: Mail.subject(matchName),
          body: [...lines, action].join('\n\n'),
          dedupeKey,
          now: ctx.now(),
          timeZone: ctx.config.site.timeZone,
        });
        sent += notice.emailed;
      }
    }
    return sent;
  });
  return { data: { message: M.done[body.action] + M.emailed(emailed), emailed } };
}
