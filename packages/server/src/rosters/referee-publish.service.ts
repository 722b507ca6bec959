import type { PublishBody } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardMessages as M, RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { RosterErrors as E } from '@portal/domain/rosters/rosters.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import { createHash } from 'node:crypto';
import { notify } from '../messaging/notices.service';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { seasonExists } from './referee.repo';
import * as writes from './referee-roster-writes.repo';
import { openRefereePlaces } from './referee-slots.read';

// Publishing a date's referee roster (docs/decisions/195): referees see its games in MY ROSTER and their feeds, the
// availability of that day is locked for them (spec 002 §4, §8: the published-date check of availability.service.ts),
// and each official is told their games through the messaging pipeline (decision 313: kind games, their Messages page
// and their channels), in the transaction of the publishing; published again with other games, told again.

type Row = Awaited<ReturnType<typeof writes.dateAssignments>>[number];

/** One message per official listing their games of the date; answers how many of them it emails. */
async function mailOfficials(ctx: StaffCtx, tx: DbOrTx, date: string, rows: Row[]): Promise<number> {
  const byMember = new Map<number, Row[]>();
  for (const r of rows) byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), r]);
  const day = isoToDmy(date);
  let emailed = 0;
  for (const [memberId, games] of byMember) {
    const lines = games.map((g) =>
      T.mailLine(formatTime(g.time), g.fn, g.court, g.venue, g.division, g.teamA ?? '', g.teamB ?? ''),
    );
    const body = [
      T.mailGreeting(games[0]!.firstname),
      T.mailIntro(day),
      lines.join('\n'),
      `${T.mailAction}: ${ctx.config.publicUrl}/member/referee`,
    ].join('\n\n');
    // the same games told once, however often the date is published; other games are a new notice
    const version = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    const notice = await notify(tx, {
      memberIds: [memberId],
      kind: 'games',
      subject: T.mailSubject(day),
      body,
      dedupeKey: `referee-roster:${date}:${memberId}:${version}`,
      now: ctx.now(),
      timeZone: ctx.config.site.timeZone,
    });
    emailed += notice.emailed;
  }
  return emailed;
}

/**
 * Open referee places are published only when the coordinator agreed to that number (decision 278): 409 open_places
 * with the count otherwise, also when it changed since they read it (read under the roster's lock, so no suggestion
 * fills places between the count and the publishing).
 */
async function refuseOpenPlaces(tx: DbOrTx, body: PublishBody): Promise<void> {
  const places = await openRefereePlaces(tx, { from: body.date, to: body.date, seasonId: body.season });
  if (places.open === 0 || body.open_places === places.open) return;
  const warning = M.openPlaces(places);
  const message =
    body.open_places === undefined
      ? T.publishOpen(warning, places.places)
      : `${M.openChanged} ${T.publishOpen(warning, places.places)}`;
  throw new AppError(409, 'open_places', message, { open_places: String(places.open), places: String(places.places) });
}

/** Publish a date of a season at every venue playing that day; 409 when no games are played that date. */
export async function publish(
  ctx: StaffCtx,
  body: PublishBody,
): Promise<{ data: { message: string; emailed: number } }> {
  if (!(await seasonExists(ctx.db, body.season))) throw fieldErrors({ season: E.noSeason });
  const emailed = await ctx.db.transaction(async (tx) => {
    await writes.lockRoster(tx, body.season);
    const venues = await writes.venuesPlaying(tx, body.season, body.date);
    if (!venues.length) throw new AppError(409, 'no_games', M.noGamesThatDay);
    await refuseOpenPlaces(tx, body);
    await writes.markPublished(tx, body.season, body.date, venues);
    const n = await mailOfficials(ctx, tx, body.date, await writes.dateAssignments(tx, body.season, body.date));
    await recordAudit(tx, ctx, {
      action: 'rosters.referee.publish',
      entity: 'season',
      entityId: body.season,
      after: { date: body.date, venue_ids: venues, emailed: n },
    });
    return n;
  });
  return { data: { message: M.published(isoToDmy(body.date), emailed), emailed } };
}
