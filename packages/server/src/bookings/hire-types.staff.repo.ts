import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { CatalogueKind } from '@portal/domain/bookings/hire-types.staff.contract';
import type { DbOrTx } from '../platform/db';
import { bookingOptions, bookingSports, bookingTypes } from './bookings.tables';

// A venue's booking sports, types and options as the venue manager keeps them (drizzle only; docs/decisions/233).

const TABLES = { sport: bookingSports, type: bookingTypes, option: bookingOptions } as const;

export interface CatalogueRow {
  id: number;
  venueId: number;
  sportId: number | null;
  name: string;
  active: boolean;
}

export async function itemById(db: DbOrTx, kind: CatalogueKind, id: number): Promise<CatalogueRow | null> {
  const t = TABLES[kind];
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) return null;
  return {
    id: row.id,
    venueId: row.venueId,
    sportId: 'sportId' in row ? row.sportId : null,
    name: row.name,
    active: row.active,
  };
}

/** A type's address name (unique per sport): its name in lower case with dashes. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'type';

/** Add a sport, or a type or option of `sportId`, after the venue's last one; answers its id. */
export async function insertItem(
  tx: DbOrTx,
  kind: CatalogueKind,
  row: { venueId: number; sportId: number | null; name: string; active: boolean },
): Promise<number> {
  const t = TABLES[kind];
  const [last] = await tx
    .select({ position: t.position })
    .from(t)
    .where(eq(t.venueId, row.venueId))
    .orderBy(desc(t.position))
    .limit(1);
  const common = {
    venueId: row.venueId,
    name: row.name,
    active: row.active,
    position: Math.min(32_000, (last?.position ?? 0) + 1),
  };
  if (kind === 'sport')
    return (await tx.insert(bookingSports).values(common).returning({ id: bookingSports.id }))[0]!.id;
  if (kind === 'type')
    return (
      await tx
        .insert(bookingTypes)
        .values({ ...common, sportId: row.sportId!, slug: slugOf(row.name) })
        .returning({ id: bookingTypes.id })
    )[0]!.id;
  return (
    await tx
      .insert(bookingOptions)
      .values({ ...common, sportId: row.sportId! })
      .returning({ id: bookingOptions.id })
  )[0]!.id;
}

export async function updateItem(
  tx: DbOrTx,
  kind: CatalogueKind,
  id: number,
  fields: { name: string; active: boolean },
): Promise<void> {
  const t = TABLES[kind];
  await tx.update(t).set(fields).where(eq(t.id, id));
}

/** Whether another sport of the venue, or another type or option of the sport, has this name (case aside). */
export async function nameHeld(
  db: DbOrTx,
  kind: CatalogueKind,
  scope: { venueId: number; sportId: number | null },
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const t = TABLES[kind];
  const within =
    kind === 'sport'
      ? eq(bookingSports.venueId, scope.venueId)
      : eq(kind === 'type' ? bookingTypes.sportId : bookingOptions.sportId, scope.sportId ?? 0);
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(within, ne(t.id, exceptId), sql`lower(${t.name}) = lower(${name})`))
    .limit(1);
  return rows.length > 0;
}
