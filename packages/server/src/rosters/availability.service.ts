import type { AvailabilityData, MessageReply, SaveAvailabilityBody } from '@portal/domain/rosters/rosters.contract';
import { RosterErrors as E, RosterMessages as M } from '@portal/domain/rosters/rosters.messages';
import {
  DAY_KEYS,
  dayName,
  keepGameTimes,
  publishedConflict,
  type Availability,
  type DayKey,
} from '@portal/domain/rosters/rosters.rules';
import { todayIn } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import * as repo from './referee.repo';

// Competition Availability (spec 002 §2, §4, §7): a referee's timeslots by day and unavailable dates at a venue in a
// season. Saving applies the published-roster rule of domain/rosters/rosters.rules.ts, as the page does.

const hhmm = (t: string) => t.slice(0, 5);

/** Rows of (day, time) as times by day number. */
function byDay(rows: readonly { day: number; time: string }[]): Availability {
  const out: Availability = {};
  for (const r of rows) (out[String(r.day) as DayKey] ??= []).push(hhmm(r.time));
  for (const day of DAY_KEYS) out[day]?.sort();
  return out;
}

async function stored(
  db: DbOrTx,
  scope: { memberId: number; seasonId: number; venueId: number },
  gameTimes: Availability,
) {
  const [rows, unavailability] = await Promise.all([
    repo.availabilityRows(db, scope),
    repo.unavailableDates(db, scope),
  ]);
  return { availability: keepGameTimes(byDay(rows), gameTimes), unavailability };
}

/** The availability screen's data; 404 for an unknown season or venue. */
export async function availability(ctx: Ctx, seasonId: number, venueId: number): Promise<AvailabilityData> {
  const { member } = requireGates(ctx, 'is_ref');
  const [seasonKnown, venueKnown] = await Promise.all([
    repo.seasonExists(ctx.db, seasonId),
    repo.venueExists(ctx.db, venueId),
  ]);
  if (!seasonKnown) throw notFound(E.noSeason);
  if (!venueKnown) throw notFound(E.noVenue);
  const gameTimes = byDay(await repo.gameTimes(ctx.db, seasonId, venueId));
  const [mine, published] = await Promise.all([
    stored(ctx.db, { memberId: member.id, seasonId, venueId }, gameTimes),
    repo.publishedDates(ctx.db, seasonId, venueId),
  ]);
  return {
    days: DAY_KEYS.filter((d) => gameTimes[d]).map((d) => ({ day: Number(d), name: dayName(d) })),
    availability: mine.availability,
    refGameTimes: gameTimes,
    refRosteredPublished: published,
    unavailability: mine.unavailability,
    today: todayIn(ctx.config.site.timeZone, ctx.now()),
  };
}

/** Times that are not one of the venue's game times on that day, as field errors. */
function timeErrors(chosen: Availability, gameTimes: Availability): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const day of DAY_KEYS) {
    if ((chosen[day] ?? []).some((t) => !(gameTimes[day] ?? []).includes(t)))
      errors[`availability.${day}`] = E.notGameTime;
  }
  return errors;
}

/**
 * Save the member's availability: unknown season or venue and times that are not game times are field errors; a
 * removed unavailable date or a changed timeslot on a published date of the next 4 weeks is refused (409) with the
 * spec's sentence (§4, §8). The check and the write share one transaction, under a lock per member, venue and season.
 */
export async function saveAvailability(ctx: Ctx, body: SaveAvailabilityBody): Promise<MessageReply> {
  const { member } = requireGates(ctx, 'is_ref');
  const [seasonKnown, venueKnown] = await Promise.all([
    repo.seasonExists(ctx.db, body.season),
    repo.venueExists(ctx.db, body.venue),
  ]);
  if (!seasonKnown || !venueKnown)
    throw fieldErrors({ ...(seasonKnown ? {} : { season: E.noSeason }), ...(venueKnown ? {} : { venue: E.noVenue }) });
  const gameTimes = byDay(await repo.gameTimes(ctx.db, body.season, body.venue));
  const errors = timeErrors(body.availability, gameTimes);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const after = {
    availability: keepGameTimes(body.availability, gameTimes),
    unavailability: [...new Set(body.unavailability)].sort(),
  };
  const scope = { memberId: member.id, seasonId: body.season, venueId: body.venue };
  await ctx.db.transaction(async (tx) => {
    await repo.lockAvailability(tx, scope);
    const [before, published] = await Promise.all([
      stored(tx, scope, gameTimes),
      repo.publishedDates(tx, body.season, body.venue),
    ]);
    if (publishedConflict(before, after, published, todayIn(ctx.config.site.timeZone, ctx.now()))) {
      throw new AppError(409, 'roster_published', M.published);
    }
    const slots = DAY_KEYS.flatMap((day) =>
      (after.availability[day] ?? []).map((time) => ({ day: Number(day), time })),
    );
    await repo.replaceAvailability(tx, scope, slots, after.unavailability);
  });
  return { message: M.availabilityUpdated };
}
