import type {
  BookingCourt,
  BookingEvent,
  BookingRecord,
  BookingVenue,
  CheckAvailReply,
  CheckRulesBody,
  CheckRulesReply,
  CourtHours,
} from '@portal/domain/bookings/bookings.contract';
import { courtFraction } from '@portal/domain/bookings/booking-calendar';
import { bookingEvent } from '@portal/domain/bookings/booking-links';
import { instantOf, minutesOf, wallOf, weekdayOf, zonedIso } from '@portal/domain/bookings/booking-time';
import { BOOKING_PAYMENT, BookingRuleMessages } from '@portal/domain/bookings/bookings.messages';
import { addDaysIso } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';
import { calendarIcs, uidDomain } from '../platform/calendar-feed';
import { AppError, notFound } from '../platform/errors';
import { authProblemOf, checkedRef, hoursOf, judge } from './booking-facts';
import { cachedDay, type DayAnswer } from './booking-days';
import { gameSpan, gamesOnVenueCourts } from './court-games';
import * as repo from './bookings.repo';

// The booking screen's reads (spec 002 §7 booking calls): lists, the day's events, hours, the rules check, the
// member's history and a booking's calendar file. Paying is in booking-payment.ts.

const addressOf = (v: { address: string; suburb: string; state: string; postcode: string }) =>
  [v.address, [v.suburb, v.state, v.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

async function venueOr404(ctx: Ctx, venueId: number) {
  const venue = await repo.venueById(ctx.db, venueId);
  if (!venue) throw notFound('No such venue');
  return venue;
}

export async function venues(ctx: Ctx): Promise<{ data: BookingVenue[] }> {
  const rows = await repo.listVenues(ctx.db);
  return { data: rows.map((v) => ({ venue_id: v.id, venue_name: v.name, venue_address: addressOf(v) })) };
}

export const courtView = (c: repo.CourtRow): BookingCourt => ({
  court_id: c.id,
  court_name: c.name,
  parent_id: c.parentId,
  venue_id: c.venueId,
  sport_id: c.sportId,
  type_id: c.typeId,
  option_id: c.optionId,
  unit_start: c.unitStart,
  unit_span: c.unitSpan,
  unit_total: c.unitTotal,
  fraction: courtFraction(c.unitSpan, c.unitTotal),
});

export async function courts(ctx: Ctx, venueId: number) {
  await venueOr404(ctx, venueId);
  return { data: (await repo.courtsOf(ctx.db, venueId)).map(courtView) };
}

export async function sports(ctx: Ctx, venueId: number) {
  await venueOr404(ctx, venueId);
  return {
    data: (await repo.sportsOf(ctx.db, venueId)).map((s) => ({
      sport_id: s.id,
      sport_name: s.name,
      venue_id: s.venueId,
    })),
  };
}

export async function types(ctx: Ctx, venueId: number) {
  await venueOr404(ctx, venueId);
  const rows = await repo.typesOf(ctx.db, venueId);
  return {
    data: rows.map((t) => ({
      type_id: t.id,
      type_name: t.name,
      type_slug: t.slug,
      venue_id: t.venueId,
      sport_id: t.sportId,
    })),
  };
}

export async function options(ctx: Ctx, venueId: number) {
  await venueOr404(ctx, venueId);
  return {
    data: (await repo.optionsOf(ctx.db, venueId)).map((o) => ({
      option_id: o.id,
      option_name: o.name,
      venue_id: o.venueId,
      sport_id: o.sportId,
    })),
  };
}

/** spec 002 §2: a venue's bookings and events on a day, for the calendar (ready bytes); never who booked. */
export function dayEvents(ctx: Ctx, venueId: number, day: string): Promise<DayAnswer> {
  const tz = ctx.config.site.timeZone;
  return cachedDay(ctx.db, venueId, day, ctx.now().getTime(), async () => {
    const venue = await venueOr404(ctx, venueId);
    const { booked, events } = await repo.venueDay(
      ctx.db,
      venueId,
      instantOf(day, '00:00', tz),
      instantOf(addDaysIso(day, 1), '00:00', tz),
    );
    const games = await gamesOnVenueCourts(ctx.db, venueId, `${day} 00:00`, `${addDaysIso(day, 1)} 00:00`);
    const common = { venue: venue.name };
    return [
      ...booked.map((b): BookingEvent => ({
        ...common,
        event_id: `booking-${b.id}`,
        kind: 'booking',
        start: zonedIso(b.startsAt, tz),
        end: zonedIso(b.endsAt, tz),
        type: b.type,
        option: b.option ?? '',
        court: b.court,
        court_id: b.courtId,
      })),
      ...events.map((e): BookingEvent => ({
        ...common,
        event_id: `event-${e.id}`,
        kind: 'event',
        start: zonedIso(e.startsAt, tz),
        end: zonedIso(e.endsAt, tz),
        type: e.title,
        option: '',
        court: e.court,
        court_id: e.courtId,
      })),
      // competition games take their hire court (decision 282)
      ...games.map(({ game: g, courtId, courtName }): BookingEvent => ({
        ...common,
        event_id: `game-${g.id}`,
        kind: 'event',
        start: zonedIso(gameSpan(g, tz).start, tz),
        end: zonedIso(gameSpan(g, tz).end, tz),
        type: `${g.division} game`,
        option: '',
        court: courtName,
        court_id: courtId,
      })),
    ].sort((a, b) => a.start.localeCompare(b.start) || a.court_id - b.court_id);
  });
}

/** checkavailday: every court's hours that day (of one venue when asked). */
export async function availabilityDay(
  ctx: Ctx,
  body: { day: string; venue?: number },
): Promise<{ data: { feedback: CourtHours[] } }> {
  const courtIds = (await repo.courtsOf(ctx.db, body.venue ?? null)).map((c) => c.id);
  const hours = new Map((await repo.hoursOn(ctx.db, weekdayOf(body.day), courtIds)).map((h) => [h.courtId, h]));
  return {
    data: {
      feedback: courtIds.map((id) => {
        const h = hours.get(id);
        return {
          court_id: id,
          availability_from: h?.opens.slice(0, 5) ?? null,
          availability_to: h?.closes.slice(0, 5) ?? null,
        };
      }),
    },
  };
}

/** checkavail: one court's hours that day; available false when it is not open for hire. */
export async function availability(ctx: Ctx, body: { day: string; space: number }): Promise<CheckAvailReply> {
  const court = await repo.courtById(ctx.db, body.space);
  if (!court || !court.active) throw notFound('No such court');
  const hours = await hoursOf(ctx.db, court.id, body.day);
  return {
    data: {
      feedback: {
        available: hours !== null,
        availability_from: hours?.from ?? null,
        availability_to: hours?.to ?? null,
      },
    },
  };
}

/** checkrules: the rate in cents, or the reason (and its key) the booking cannot be made. */
export async function rules(ctx: Ctx, body: CheckRulesBody): Promise<CheckRulesReply> {
  const member = requireMember(ctx).member;
  const court = await repo.courtById(ctx.db, body.space);
  if (!court)
    throw new AppError(422, 'error_validation', BOOKING_PAYMENT.validation, { space: BookingRuleMessages.notOffered });
  const ref = await checkedRef(ctx.db, {
    venueId: court.venueId,
    sportId: body.sport,
    typeId: body.type,
    optionId: body.option ?? null,
    courtId: body.space,
  });
  const now = ctx.now();
  const verdict = await judge(
    ctx.db,
    ref,
    { day: body.day, start: body.start, end: body.end },
    {
      now,
      timeZone: ctx.config.site.timeZone,
      authProblem: authProblemOf(member, ctx.config, now),
    },
  );
  const minutes = Math.max(0, minutesOf(body.end) - minutesOf(body.start));
  return verdict.ok
    ? { data: { feedback: verdict.rateCents, key: null, minutes } }
    : { data: { feedback: verdict.message, key: verdict.key, minutes } };
}

function recordOf(b: Awaited<ReturnType<typeof repo.memberBookings>>[number], tz: string): BookingRecord {
  const from = wallOf(b.startsAt, tz);
  const to = wallOf(b.endsAt, tz);
  return {
    b_id: b.id,
    venue_name: b.venue.name,
    sport_name: b.sport,
    booking_from: zonedIso(b.startsAt, tz),
    booking_to: zonedIso(b.endsAt, tz),
    duration: minutesOf(to.time) - minutesOf(from.time) + (to.day > from.day ? 24 * 60 : 0),
    type_name: b.type,
    option_name: b.option ?? '',
    space_name: b.court,
    venue_address: addressOf(b.venue),
    o_id: b.orderId,
    b_status: b.status === 'cancelled' ? 'cancelled' : 'booked',
    cancel_reason: b.cancelReason,
  };
}

/** spec 002 §2 My bookings: the member's paid bookings, latest start first. */
export async function myBookings(ctx: Ctx): Promise<{ data: BookingRecord[] }> {
  const member = requireMember(ctx).member;
  return { data: (await repo.memberBookings(ctx.db, member.id)).map((b) => recordOf(b, ctx.config.site.timeZone)) };
}

/** spec 002 §2 Add to Apple Calendar: one of the member's bookings as an iCalendar file; anyone else's is not found. */
export async function calendarFile(ctx: Ctx, id: number): Promise<string> {
  const member = requireMember(ctx).member;
  const [row] = await repo.memberBookings(ctx.db, member.id, id);
  if (!row || row.status === 'cancelled') throw notFound('No such booking');
  const tz = ctx.config.site.timeZone;
  const event = bookingEvent(recordOf(row, tz), tz, uidDomain(ctx.config));
  return calendarIcs({ name: event.title, clientName: ctx.config.site.associationName, timeZone: tz }, [{ event }]);
}
