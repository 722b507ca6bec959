import { courtPlan } from '@portal/domain/bookings/court-layouts';
import type {
  CourtBody,
  NewCourtBody,
  StaffVenue,
  VenueBody,
} from '@portal/domain/bookings/hire-venues.staff.contract';
import { HireAdminMessages as M } from '@portal/domain/bookings/hire-admin.messages';
import { AppError, isUniqueViolation, notFound } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { changedFields, recordAudit } from '../platform/audit';
import { venueScope } from './booking-days';
import * as bookingsRepo from './bookings.repo';
import * as repo from './hire-venues.staff.repo';
import * as league from '../competition/league.service';

type VenueFields = Parameters<typeof league.addVenue>[1];

// The venue manager's venues and courts for hire (docs/decisions/232). Each write is one transaction with its audit
// row, and names the venue's scope (decision 169) so its kept day answers are dropped. The member lists (venues,
// courts) are read from these tables on every call, so the booking dialog sees the change at its next read.

type Saved = { data: { id: number; message: string } };
const nameTaken = () => new AppError(422, 'error_validation', M.nameTaken, { name: M.nameTaken });
const fieldsOf = (b: VenueBody): VenueFields => ({
  name: b.name,
  address: b.address,
  suburb: b.suburb,
  state: b.state,
  postcode: b.postcode,
  hireActive: b.hire_active,
});

export async function list(ctx: StaffCtx): Promise<{ data: StaffVenue[] }> {
  const rows = await repo.venuesWithCourts(ctx.db);
  return {
    data: rows.map(({ venue: v, courts }) => ({
      id: v.id,
      name: v.name,
      address: v.address,
      suburb: v.suburb,
      state: v.state,
      postcode: v.postcode,
      hire_active: v.hireActive,
      courts,
    })),
  };
}

export async function create(ctx: StaffCtx, body: VenueBody): Promise<Saved> {
  const venue = await writeKept(ctx.db, async (tx, changed) => {
    const row = await league.writeLeagueKept(tx, changed, (w) => league.addVenue(w, fieldsOf(body)));
    await recordAudit(tx, ctx, {
      action: 'venues.venue.create',
      entity: 'venue',
      entityId: row.id,
      after: { ...body },
    });
    changed(venueScope(row.id));
    return row;
  });
  return { data: { id: venue.id, message: M.venueSaved(venue.name) } };
}

export async function save(ctx: StaffCtx, venueId: number, body: VenueBody): Promise<Saved> {
  const before = await bookingsRepo.venueById(ctx.db, venueId);
  if (!before) throw notFound(M.noVenue);
  await writeKept(ctx.db, async (tx, changed) => {
    await league.writeLeagueKept(tx, changed, (w) => league.saveVenue(w, venueId, fieldsOf(body)));
    const was = {
      name: before.name,
      address: before.address,
      suburb: before.suburb,
      state: before.state,
      postcode: before.postcode,
      hire_active: before.hireActive,
    };
    await recordAudit(tx, ctx, {
      action: 'venues.venue.edit',
      entity: 'venue',
      entityId: venueId,
      ...changedFields(was, { ...body }),
    });
    changed(venueScope(venueId));
  });
  return { data: { id: venueId, message: M.venueSaved(body.name) } };
}

export async function addCourt(ctx: StaffCtx, venueId: number, body: NewCourtBody): Promise<Saved> {
  if (!(await bookingsRepo.venueById(ctx.db, venueId))) throw notFound(M.noVenue);
  const plan = courtPlan(body.name, body.layout);
  if ((await repo.courtsNamed(ctx.db, venueId, [body.name, ...plan.parts.map((p) => p.name)])).length)
    throw nameTaken();
  try {
    const id = await writeKept(ctx.db, async (tx, changed) => {
      const courtId = await repo.insertCourt(tx, venueId, body.name, plan);
      await recordAudit(tx, ctx, {
        action: 'venues.court.create',
        entity: 'booking_court',
        entityId: courtId,
        after: { venue_id: venueId, ...body, units: plan.units, parts: plan.parts.map((p) => p.name) },
      });
      changed(venueScope(venueId));
      return courtId;
    });
    return { data: { id, message: M.courtAdded(body.name) } };
  } catch (err) {
    // two managers adding one name at once: the unique key decides (booking_courts_venue_name_key)
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function saveCourt(ctx: StaffCtx, courtId: number, body: CourtBody): Promise<Saved> {
  const court = await bookingsRepo.courtById(ctx.db, courtId);
  if (!court) throw notFound(M.noCourt);
  if (body.name !== court.name && (await repo.courtsNamed(ctx.db, court.venueId, [body.name])).length)
    throw nameTaken();
  if (body.active && court.parentId !== null && !(await bookingsRepo.courtById(ctx.db, court.parentId))?.active) {
    throw new AppError(422, 'error_validation', M.partOfInactive, { active: M.partOfInactive });
  }
  try {
    await writeKept(ctx.db, async (tx, changed) => {
      await repo.updateCourt(tx, courtId, body.name, body.active);
      await recordAudit(tx, ctx, {
        action: 'venues.court.edit',
        entity: 'booking_court',
        entityId: courtId,
        ...changedFields({ name: court.name, active: court.active }, { ...body }),
      });
      changed(venueScope(court.venueId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  return { data: { id: courtId, message: M.courtSaved(body.name) } };
}
