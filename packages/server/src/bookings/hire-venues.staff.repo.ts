import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { venues } from '../platform/league.tables';
import { bookingCourts, bookingCourtUnits, courtUnits } from './bookings.tables';

// Venues and courts for hire as the venue manager keeps them (drizzle only; docs/decisions/232).

/** Every venue with the number of its courts for hire, in one query. */
export const venuesWithCourts = (db: DbOrTx) =>
  db
    .select({ venue: venues, courts: count(bookingCourts.id) })
    .from(venues)
    .leftJoin(bookingCourts, eq(bookingCourts.venueId, venues.id))
    .groupBy(venues.id)
    .orderBy(asc(venues.name), asc(venues.id));

/** The venue's courts that have one of these names (a name is the venue's once). */
export const courtsNamed = (db: DbOrTx, venueId: number, names: string[]) =>
  db
    .select({ id: bookingCourts.id, name: bookingCourts.name })
    .from(bookingCourts)
    .where(and(eq(bookingCourts.venueId, venueId), inArray(bookingCourts.name, names)));

/** A new full court with its units, and its parts each covering some of them; answers the full court's id. */
export async function insertCourt(
  tx: DbOrTx,
  venueId: number,
  name: string,
  plan: { units: string[]; parts: { name: string; units: number[] }[] },
): Promise<number> {
  const [last] = await tx
    .select({ position: bookingCourts.position })
    .from(bookingCourts)
    .where(eq(bookingCourts.venueId, venueId))
    .orderBy(desc(bookingCourts.position))
    .limit(1);
  const position = Math.min(32_000, (last?.position ?? 0) + 1);
  const [full] = await tx.insert(bookingCourts).values({ venueId, name, position }).returning({ id: bookingCourts.id });
  const units = await tx
    .insert(courtUnits)
    .values(plan.units.map((u, i) => ({ courtId: full!.id, position: i, name: u })))
    .returning({ id: courtUnits.id });
  await tx.insert(bookingCourtUnits).values(units.map((u) => ({ courtId: full!.id, unitId: u.id })));
  for (const part of plan.parts) {
    const [p] = await tx
      .insert(bookingCourts)
      .values({ venueId, parentId: full!.id, name: part.name, position })
      .returning({ id: bookingCourts.id });
    await tx.insert(bookingCourtUnits).values(part.units.map((i) => ({ courtId: p!.id, unitId: units[i]!.id })));
  }
  return full!.id;
}

/** Rename a court and switch it on or off; a full court switched off takes its parts with it. */
export async function updateCourt(tx: DbOrTx, id: number, name: string, active: boolean): Promise<void> {
  await tx.update(bookingCourts).set({ name, active }).where(eq(bookingCourts.id, id));
  if (!active) await tx.update(bookingCourts).set({ active }).where(eq(bookingCourts.parentId, id));
}
