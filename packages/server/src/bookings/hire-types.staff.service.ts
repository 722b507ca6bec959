import type { CatalogueBody, CatalogueKind, NewCatalogueBody } from '@portal/domain/bookings/hire-types.staff.contract';
import { HireAdminMessages as M } from '@portal/domain/bookings/hire-admin.messages';
import { AppError, isUniqueViolation, notFound } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { changedFields, recordAudit } from '../platform/audit';
import { venueScope } from './booking-days';
import * as bookingsRepo from './bookings.repo';
import * as repo from './hire-types.staff.repo';

// The venue manager's booking sports, types and options (docs/decisions/233). Each write is one transaction with its
// audit row and names the venue's scope (decision 169); the member lists and the rules check read these tables on
// every call, so the booking dialog offers (or no longer offers) the change at its next read. Nothing is deleted.

type Saved = { data: { id: number; message: string } };
const ENTITY = { sport: 'booking_sport', type: 'booking_type', option: 'booking_option' } as const;
const nameTaken = () => new AppError(422, 'error_validation', M.nameTaken, { name: M.nameTaken });
const refuse = (field: string, message: string) => new AppError(422, 'error_validation', message, { [field]: message });

/** Run a write, answering a name another row of its kind holds (the unique keys decide) on the name field. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function create(ctx: StaffCtx, venueId: number, body: NewCatalogueBody): Promise<Saved> {
  if (!(await bookingsRepo.venueById(ctx.db, venueId))) throw notFound(M.noVenue);
  const sport = body.kind === 'sport' ? null : await bookingsRepo.sportById(ctx.db, body.sport_id!);
  if (body.kind !== 'sport' && sport?.venueId !== venueId) throw refuse('sport_id', M.noSport);
  if (body.active && sport && !sport.active) throw refuse('active', M.sportInactive);
  if (await repo.nameHeld(ctx.db, body.kind, { venueId, sportId: sport?.id ?? null }, body.name)) throw nameTaken();
  const id = await named(() =>
    writeKept(ctx.db, async (tx, changed) => {
      const itemId = await repo.insertItem(tx, body.kind, {
        venueId,
        sportId: sport?.id ?? null,
        name: body.name,
        active: body.active,
      });
      await recordAudit(tx, ctx, {
        action: `venues.${body.kind}.create`,
        entity: ENTITY[body.kind],
        entityId: itemId,
        after: { venue_id: venueId, ...body },
      });
      changed(venueScope(venueId));
      return itemId;
    }),
  );
  return { data: { id, message: M.itemSaved(body.name) } };
}

export async function save(ctx: StaffCtx, kind: CatalogueKind, itemId: number, body: CatalogueBody): Promise<Saved> {
  const item = await repo.itemById(ctx.db, kind, itemId);
  if (!item) throw notFound(M.noItem);
  if (body.active && item.sportId !== null && !(await bookingsRepo.sportById(ctx.db, item.sportId))?.active)
    throw refuse('active', M.sportInactive);
  if (await repo.nameHeld(ctx.db, kind, item, body.name, itemId)) throw nameTaken();
  await named(() =>
    writeKept(ctx.db, async (tx, changed) => {
      await repo.updateItem(tx, kind, itemId, body);
      await recordAudit(tx, ctx, {
        action: `venues.${kind}.edit`,
        entity: ENTITY[kind],
        entityId: itemId,
        ...changedFields({ name: item.name, active: item.active }, { ...body }),
      });
      changed(venueScope(item.venueId));
    }),
  );
  return { data: { id: itemId, message: M.itemSaved(body.name) } };
}
