import { failedGate } from '@portal/domain/shared/access';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { gateSubject } from '@portal/domain/profile/profile.rules';
import { instantOf, weekdayOf, type DayHours } from '@portal/domain/bookings/booking-time';
import { BOOKING_PAYMENT, BookingRuleMessages as M } from '@portal/domain/bookings/bookings.messages';
import { checkBooking, type BookingSlot, type BookingVerdict } from '@portal/domain/bookings/bookings.rules';
import type { AuthMember } from '../platform/context';
import type { Config } from '../platform/config';
import type { DbOrTx } from '../platform/db';
import { AppError } from '../platform/errors';
import { memberFieldsOf } from '../platform/member-mapper';
import * as repo from './bookings.repo';
import { gameSpan, gamesOnHireCourt } from './court-games';

// What the booking rules need, loaded from the database: the court with its units, its hours that day, whatever
// holds its units, the type's rates. checkrules, paybooking and the payment's reserve step all judge through here.

/** What a booking is for, by id (the booking cart, or the order's data). */
export interface BookingRef {
  venueId: number;
  sportId: number;
  typeId: number;
  optionId: number | null;
  courtId: number;
}

export type CheckedRef = Awaited<ReturnType<typeof checkedRef>>;

const invalid = (field: string) =>
  new AppError(422, 'error_validation', BOOKING_PAYMENT.validation, { [field]: M.notOffered });

/** Court, sport, type and option of one venue that go together (null on a court: any); else 422 error_validation. */
export async function checkedRef(db: DbOrTx, ref: BookingRef) {
  // One query after another: inside a transaction they share one connection.
  const venue = await repo.venueById(db, ref.venueId);
  const courts = await repo.courtsOf(db, ref.venueId);
  const sport = await repo.sportById(db, ref.sportId);
  const type = await repo.typeById(db, ref.typeId);
  const option = ref.optionId === null ? null : await repo.optionById(db, ref.optionId);
  const court = courts.find((c) => c.id === ref.courtId);
  // what the venue manager switched off is not offered (docs/decisions/232, 233)
  if (!venue || !venue.hireActive) throw invalid('venue');
  if (!sport || sport.venueId !== venue.id || !sport.active) throw invalid('sport');
  if (!type || type.sportId !== sport.id || !type.active) throw invalid('type');
  if (ref.optionId !== null && (!option || option.sportId !== sport.id || !option.active)) throw invalid('option');
  if (!court || court.unitSpan === 0) throw invalid('court');
  const fits = (allowed: number | null, chosen: number | null) => allowed === null || allowed === chosen;
  if (!fits(court.sportId, sport.id) || !fits(court.typeId, type.id) || !fits(court.optionId, ref.optionId))
    throw invalid('court');
  return { venue, court, sport, type, option };
}

/** A court's hours on a day, or null when it is not open for hire. */
export async function hoursOf(db: DbOrTx, courtId: number, day: string): Promise<DayHours | null> {
  const [row] = await repo.hoursOn(db, weekdayOf(day), [courtId]);
  return row ? { from: row.opens.slice(0, 5), to: row.closes.slice(0, 5) } : null;
}

/** Why this member may not book (error_auth): payments need a complete profile (spec 002 §2). */
export function authProblemOf(member: AuthMember, config: Config, now: Date): string | null {
  return failedGate(['completeProfile'], gateSubject(memberFieldsOf(member)), todayIn(config.site.timeZone, now))
    ? M.auth
    : null;
}

/** Judge a slot at a court with everything the rules need. */
export async function judge(
  db: DbOrTx,
  ref: CheckedRef,
  slot: BookingSlot,
  opts: { now: Date; timeZone: string; authProblem: string | null },
): Promise<BookingVerdict> {
  const dayStart = instantOf(slot.day, '00:00', opts.timeZone);
  const dayEnd = instantOf(addDaysIso(slot.day, 1), '00:00', opts.timeZone);
  const hours = await hoursOf(db, ref.court.id, slot.day);
  // what holds its units, and the competition games on its court (decision 282)
  const games = await gamesOnHireCourt(db, ref.court, `${slot.day} 00:00`, `${addDaysIso(slot.day, 1)} 00:00`);
  const occupied = [
    ...(await repo.occupied(db, ref.court.id, dayStart, dayEnd)),
    ...games.map((g) => gameSpan(g, opts.timeZone)),
  ];
  const rates = await repo.ratesOf(db, ref.type.id);
  return checkBooking(slot, {
    now: opts.now,
    timeZone: opts.timeZone,
    authProblem: opts.authProblem,
    hours,
    occupied,
    typeId: ref.type.id,
    optionId: ref.option?.id ?? null,
    share: { units: ref.court.unitSpan, of: ref.court.unitTotal },
    rates,
  });
}

/** A refused booking as the API answers it: the spec key, with 409 for a collision. */
export function refusal(verdict: Extract<BookingVerdict, { ok: false }>): AppError {
  const status = verdict.key === 'error_auth' ? 403 : verdict.key === 'error_collision' ? 409 : 422;
  return new AppError(status, verdict.key, verdict.message);
}
