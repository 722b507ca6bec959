import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { guardianships, members } from '../platform/members.tables';
import { storedFiles } from '../platform/platform.tables';
import { venues } from '../platform/league.tables';
import { productAttendees, productCategories, products } from './store.tables';

export type ProductRow = typeof products.$inferSelect & {
  categoryName: string;
  venueName: string | null;
  coverVersion: string | null;
};

/** A product's cover is the stored file `covers/<products.cover>` (decision 151). */
export const COVER_FOLDER = 'covers';
const coverKey = sql`${sql.raw(`'${COVER_FOLDER}/'`)} || ${products.cover}`;

export const listCategories = (db: DbOrTx) =>
  db.select().from(productCategories).orderBy(asc(productCategories.position), asc(productCategories.name));

export const listVenues = (db: DbOrTx) =>
  db.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.name));

/** Venues with at least one product on sale. */
export const productVenues = (db: DbOrTx) =>
  db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(and(eq(products.venueId, venues.id), eq(products.active, true))),
      ),
    )
    .orderBy(asc(venues.name));

/** Products on sale, with their category and venue names, in one query; `categoryIds` limits them. */
export function listProducts(
  db: DbOrTx,
  filter: { categoryIds?: number[]; venueId?: number } = {},
): Promise<ProductRow[]> {
  const where = [eq(products.active, true)];
  if (filter.categoryIds) where.push(inArray(products.categoryId, filter.categoryIds));
  if (filter.venueId) where.push(eq(products.venueId, filter.venueId));
  return db
    .select({
      product: products,
      categoryName: productCategories.name,
      venueName: venues.name,
      coverVersion: storedFiles.version,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(venues, eq(venues.id, products.venueId))
    .leftJoin(storedFiles, eq(storedFiles.key, coverKey))
    .where(and(...where))
    .orderBy(asc(products.dateStart), asc(products.name))
    .then((rows) =>
      rows.map((r) => ({
        ...r.product,
        categoryName: r.categoryName,
        venueName: r.venueName,
        coverVersion: r.coverVersion,
      })),
    );
}

/** The cover files products name that are not stored. */
export async function coversNotStored(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cover: products.cover })
    .from(products)
    .where(
      and(
        isNotNull(products.cover),
        notExists(
          db
            .select({ one: sql`1` })
            .from(storedFiles)
            .where(eq(storedFiles.key, coverKey)),
        ),
      ),
    );
  return rows.map((r) => r.cover!);
}

/** A category and its children (one level, spec 002 §3 parent_id). */
export const categoryWithChildren = (db: DbOrTx, id: number) =>
  db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(or(eq(productCategories.id, id), eq(productCategories.parentId, id)))
    .then((rows) => rows.map((r) => r.id));

export const productsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(products).where(inArray(products.id, ids)) : Promise.resolve([]);

/**
 * First to checkout: take `n` of a product in one statement, only while that many are left. Two payments racing
 * for the last items can never both get them; the CHECK constraint refuses an oversell even if this were wrong.
 */
export const takeStock = (db: DbOrTx, id: number, n: number) =>
  db
    .update(products)
    .set({ booked: sql`${products.booked} + ${n}` })
    .where(and(eq(products.id, id), eq(products.active, true), sql`${products.booked} + ${n} <= ${products.quantity}`))
    .returning({ id: products.id })
    .then((rows) => rows.length === 1);

/** Give back what a failed or refunded payment held. */
export const giveBackStock = (db: DbOrTx, id: number, n: number) =>
  db
    .update(products)
    .set({ booked: sql`greatest(${products.booked} - ${n}, 0)` })
    .where(eq(products.id, id));

/** A member with this name (any case), date of birth and gender: a known attendee. */
export const memberByPerson = (
  db: DbOrTx,
  p: { firstname: string; lastname: string; dobIso: string; gender: string },
) =>
  db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(sql`lower(${members.firstname})`, p.firstname.toLowerCase()),
        eq(sql`lower(${members.lastname})`, p.lastname.toLowerCase()),
        eq(members.dob, p.dobIso),
        eq(members.gender, p.gender),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]?.id ?? null);

export const insertAttendees = (db: DbOrTx, rows: (typeof productAttendees.$inferInsert)[]) =>
  rows.length ? db.insert(productAttendees).values(rows) : Promise.resolve();

/** The attendees of these orders, newest first. */
export const attendeesOfOrders = (db: DbOrTx, orderIds: number[]) =>
  orderIds.length
    ? db
        .select()
        .from(productAttendees)
        .where(inArray(productAttendees.orderId, orderIds))
        .orderBy(desc(productAttendees.createdAt), desc(productAttendees.id))
    : Promise.resolve([]);

export const attendeesOfOrder = (db: DbOrTx, orderId: number) =>
  db.select().from(productAttendees).where(eq(productAttendees.orderId, orderId));

export const rootCategories = (db: DbOrTx) =>
  db.select().from(productCategories).where(isNull(productCategories.parentId));

/**
 * The people a signed-in member looks after (docs/decisions/250), live ones, by name: offered as attendees at
 * checkout. Ours until the family area answers GET /api/member/family; swap this one read for it then.
 */
export const familyPeopleOf = (db: DbOrTx, guardianId: number) =>
  db
    .select({
      id: members.id,
      firstname: members.firstname,
      lastname: members.lastname,
      dob: members.dob,
      gender: members.gender,
    })
    .from(guardianships)
    .innerJoin(members, eq(members.id, guardianships.childId))
    .where(and(eq(guardianships.guardianId, guardianId), isNull(members.deactivatedAt), isNull(members.mergedInto)))
    .orderBy(asc(members.firstname), asc(members.lastname));
