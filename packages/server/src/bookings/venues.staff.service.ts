import type { CourtHoursBody, TypeRatesBody, VenueSettings } from '@portal/domain/bookings/venues.staff.contract';
import { VenueSettingsMessages as M } from '@portal/domain/bookings/bookings.staff.messages';
import { todayIn } from '@portal/domain/shared/time';
import { AppError } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { venueScope } from './booking-days';
import * as bookingsRepo from './bookings.repo';
import { seasonCourtsOfHire } from './court-games';
import * as repo from './venues.staff.repo';

// The venue manager's court hire settings (docs/decisions/217). The member booking flow reads hours (checkavail,
// checkavailday) and rates (checkrules, paybooking) from these tables on every call, so a saved change counts from
// the next request; the venue's kept day answers are counted as changed too (decision 169). Each save replaces the
// court's hours or the type's rates in one transaction with its audit row (before and after).

const hhmm = (t: string) => t.slice(0, 5);

export async function settings(ctx: StaffCtx, venueId: number): Promise<{ data: VenueSettings }> {
  const venue = await bookingsRepo.venueById(ctx.db, venueId);
  if (!venue) throw new AppError(404, 'not_found', M.noVenue);
  const s = await repo.venueHire(ctx.db, venueId);
  const season = await seasonCourtsOfHire(ctx.db, venueId, s.courts, todayIn(ctx.config.site.timeZone, ctx.now()));
  return {
    data: {
      venue: { id: venue.id, name: venue.name },
      courts: s.courts.map((c) => ({
        id: c.id,
        name: c.name,
        parent_id: c.parentId,
        active: c.active,
        units: s.units.filter((u) => u.courtId === c.id).map((u) => u.name),
        hours: s.hours
          .filter((h) => h.courtId === c.id)
          .map((h) => ({ weekday: h.weekday, opens: hhmm(h.opens), closes: hhmm(h.closes) })),
        season_court: season.get(c.id) ?? null,
      })),
      sports: s.sports.map((x) => ({ id: x.id, name: x.name, active: x.active })),
      types: s.types.map(({ type, sport }) => ({
        id: type.id,
        name: type.name,
        sport,
        sport_id: type.sportId,
        active: type.active,
        rates: s.rates
          .filter((r) => r.typeId === type.id)
          .map((r) => ({
            option_id: r.optionId,
            min_minutes: r.minMinutes,
            max_minutes: r.maxMinutes,
            hourly_cents: r.hourlyCents,
          })),
      })),
      options: s.options.map((o) => ({ id: o.id, name: o.name, sport_id: o.sportId, active: o.active })),
    },
  };
}

export async function saveHours(
  ctx: StaffCtx,
  courtId: number,
  body: CourtHoursBody,
): Promise<{ data: { message: string } }> {
  const court = await bookingsRepo.courtById(ctx.db, courtId);
  if (!court) throw new AppError(404, 'not_found', M.noCourt);
  const rows = body.hours.filter((h) => h.open).map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes }));
  // every_court: the same week for each full court of the venue (copying one court's hours to all), one audit row each
  const others = body.every_court
    ? (await repo.fullCourtsOf(ctx.db, court.venueId)).map((c) => c.id).filter((id) => id !== courtId)
    : [];
  await writeKept(ctx.db, async (tx, changed) => {
    for (const id of [courtId, ...others]) {
      const before = (await repo.hoursOf(tx, id)).map((h) => `${h.weekday} ${hhmm(h.opens)}-${hhmm(h.closes)}`);
      await repo.replaceHours(tx, id, rows);
      await recordAudit(tx, ctx, {
        action: 'venues.hours',
        entity: 'booking_court',
        entityId: id,
        before: { hours: before },
        after: { hours: rows.map((h) => `${h.weekday} ${h.opens}-${h.closes}`) },
      });
    }
    changed(venueScope(court.venueId));
  });
  return { data: { message: others.length ? M.hoursSavedEvery(others.length + 1) : M.hoursSaved(court.name) } };
}

export async function saveRates(
  ctx: StaffCtx,
  typeId: number,
  body: TypeRatesBody,
): Promise<{ data: { message: string } }> {
  const type = await repo.typeById(ctx.db, typeId);
  if (!type) throw new AppError(404, 'not_found', M.noType);
  const optionIds = [...new Set(body.rates.flatMap((r) => (r.option_id === null ? [] : [r.option_id])))];
  const options = await repo.optionsOf(ctx.db, optionIds);
  const foreign = body.rates.findIndex(
    (r) => r.option_id !== null && options.find((o) => o.id === r.option_id)?.sportId !== type.sportId,
  );
  if (foreign >= 0)
    throw new AppError(422, 'error_validation', M.optionElsewhere, {
      [`rates.${foreign}.option_id`]: M.optionElsewhere,
    });
  const rows = body.rates.map((r) => ({
    optionId: r.option_id,
    minMinutes: r.min_minutes,
    maxMinutes: r.max_minutes,
    hourlyCents: r.hourly_cents,
  }));
  await writeKept(ctx.db, async (tx, changed) => {
    const before = await repo.ratesOf(tx, typeId);
    await repo.replaceRates(tx, typeId, rows);
    await recordAudit(tx, ctx, {
      action: 'venues.rates',
      entity: 'booking_type',
      entityId: typeId,
      before: {
        rates: before.map((r) => ({
          option_id: r.optionId,
          min_minutes: r.minMinutes,
          max_minutes: r.maxMinutes,
          hourly_cents: r.hourlyCents,
        })),
      },
      after: { rates: body.rates },
    });
    changed(venueScope(type.venueId));
  });
  return { data: { message: M.ratesSaved(type.name) } };
}
