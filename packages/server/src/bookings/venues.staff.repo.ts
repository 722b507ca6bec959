import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import {
  bookingCourtHours,
  bookingCourts,
  bookingCourtUnits,
  bookingOptions,
  bookingRates,
  bookingSports,
  bookingTypes,
  courtUnits,
} from './bookings.tables';

// The venue manager's court hire settings (drizzle only; docs/decisions/217): a venue's courts with their units and
// weekly hours, its types with their rates, and the replacement of one court's hours or one type's rates.

/** Everything the settings page shows of one venue, in a fixed number of queries. */
export async function venueHire(db: DbOrTx, venueId: number) {
  // One query after another: inside a transaction they share one connection.
  const courts = await db
    .select()
    .from(bookingCourts)
    .where(eq(bookingCourts.venueId, venueId))
    .orderBy(asc(bookingCourts.position), asc(bookingCourts.id));
  const ids = courts.length ? courts.map((c) => c.id) : [0];
  const units = await db
    .select({ courtId: bookingCourtUnits.courtId, name: courtUnits.name, position: courtUnits.position })
    .from(bookingCourtUnits)
    .innerJoin(courtUnits, eq(courtUnits.id, bookingCourtUnits.unitId))
    .where(inArray(bookingCourtUnits.courtId, ids))
    .orderBy(asc(courtUnits.position));
  const hours = await db
    .select()
    .from(bookingCourtHours)
    .where(inArray(bookingCourtHours.courtId, ids))
    .orderBy(asc(bookingCourtHours.weekday));
  const types = await db
    .select({ type: bookingTypes, sport: bookingSports.name })
    .from(bookingTypes)
    .innerJoin(bookingSports, eq(bookingSports.id, bookingTypes.sportId))
    .where(eq(bookingTypes.venueId, venueId))
    .orderBy(asc(bookingSports.position), asc(bookingTypes.position), asc(bookingTypes.id));
  const rates = await db
    .select()
    .from(bookingRates)
    .where(inArray(bookingRates.typeId, types.length ? types.map((t) => t.type.id) : [0]))
    .orderBy(asc(bookingRates.optionId), asc(bookingRates.minMinutes));
  const options = await db
    .select()
    .from(bookingOptions)
    .where(eq(bookingOptions.venueId, venueId))
    .orderBy(asc(bookingOptions.position), asc(bookingOptions.id));
  const sports = await db
    .select()
    .from(bookingSports)
    .where(eq(bookingSports.venueId, venueId))
    .orderBy(asc(bookingSports.position), asc(bookingSports.id));
  return { courts, units, hours, sports, types, rates, options };
}

export const typeById = (db: DbOrTx, id: number) =>
  db
    .select()
    .from(bookingTypes)
    .where(eq(bookingTypes.id, id))
    .then((r) => r[0] ?? null);
export const optionsOf = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(bookingOptions).where(inArray(bookingOptions.id, ids)) : Promise.resolve([]);
export const hoursOf = (db: DbOrTx, courtId: number) =>
  db
    .select()
    .from(bookingCourtHours)
    .where(eq(bookingCourtHours.courtId, courtId))
    .orderBy(asc(bookingCourtHours.weekday));
export const ratesOf = (db: DbOrTx, typeId: number) =>
  db.select().from(bookingRates).where(eq(bookingRates.typeId, typeId)).orderBy(asc(bookingRates.id));

export async function replaceHours(
  tx: DbOrTx,
  courtId: number,
  rows: { weekday: number; opens: string; closes: string }[],
): Promise<void> {
  await tx.delete(bookingCourtHours).where(eq(bookingCourtHours.courtId, courtId));
  if (rows.length) await tx.insert(bookingCourtHours).values(rows.map((r) => ({ courtId, ...r })));
}

export async function replaceRates(
  tx: DbOrTx,
  typeId: number,
  rows: { optionId: number | null; minMinutes: number; maxMinutes: number; hourlyCents: number }[],
): Promise<void> {
  await tx.delete(bookingRates).where(eq(bookingRates.typeId, typeId));
  if (rows.length) await tx.insert(bookingRates).values(rows.map((r) => ({ typeId, ...r })));
}

/** The full courts of a venue (a part of a court has its full court's hours), by position. */
export const fullCourtsOf = (db: DbOrTx, venueId: number) =>
  db
    .select({ id: bookingCourts.id, name: bookingCourts.name })
    .from(bookingCourts)
    .where(and(eq(bookingCourts.venueId, venueId), isNull(bookingCourts.parentId)))
    .orderBy(asc(bookingCourts.position), asc(bookingCourts.id));
