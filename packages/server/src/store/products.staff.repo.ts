import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@portal/domain/store/store.staff.contract';
import type { DbOrTx } from '../platform/db';
import { pageWindow, readPage, staffList } from '../platform/staff-list';
import { venues } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { storedFiles } from '../platform/platform.tables';
import { COVER_FOLDER } from './store.repo';
import { productAttendees, productCategories, products } from './store.tables';

// The back-office's product queries (drizzle only; docs/decisions/235): one page of products with their category,
// venue and cover version, and the writes. Stock is never written here except through the quantity, which may not go
// below what is booked: the UPDATE is conditional, and products_booked_range refuses it anyway.

export type ProductInsert = Omit<typeof products.$inferInsert, 'id' | 'booked' | 'createdAt' | 'cover' | 'active'>;
export type StaffProductRow = typeof products.$inferSelect & {
  category: string;
  venue: string | null;
  coverVersion: string | null;
};

const coverKey = sql`${sql.raw(`'${COVER_FOLDER}/'`)} || ${products.cover}`;
const productList = staffList({
  sort: {
    title: [products.title],
    date_start: [products.dateStart],
    price: [products.priceCents],
    category: [productCategories.name],
  },
  byDefault: [],
  then: [desc(products.id)],
  search: { columns: [products.title, products.name] },
});

function whereOf(q: ProductListQuery): SQL | undefined {
  return and(
    productList.search(q.q),
    q.category_id !== '' ? eq(products.categoryId, q.category_id) : undefined,
    q.venue_id !== '' ? eq(products.venueId, q.venue_id) : undefined,
    q.state ? eq(products.active, q.state === 'active') : undefined,
  );
}

const selection = {
  product: products,
  category: productCategories.name,
  venue: venues.name,
  coverVersion: storedFiles.version,
};
const joined = (db: DbOrTx) =>
  db
    .select(selection)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(venues, eq(venues.id, products.venueId))
    .leftJoin(storedFiles, eq(storedFiles.key, coverKey));
const flat = (r: {
  product: typeof products.$inferSelect;
  category: string;
  venue: string | null;
  coverVersion: string | null;
}): StaffProductRow => ({ ...r.product, category: r.category, venue: r.venue, coverVersion: r.coverVersion });

/** One page of products (newest first unless sorted) and how many match in all. */
export async function productPage(
  db: DbOrTx,
  q: ProductListQuery,
): Promise<{ rows: StaffProductRow[]; total: number }> {
  const page = await readPage(db, joined(db).where(whereOf(q)).$dynamic(), productList.order(q), pageWindow(q));
  return { rows: page.rows.map(flat), total: page.total };
}

export const productById = (db: DbOrTx, id: number) =>
  joined(db)
    .where(eq(products.id, id))
    .then((r) => (r[0] ? flat(r[0]) : null));

/** The product, locked until the transaction ends (its stock moves only under this lock or the checkout's UPDATE). */
export const lockProduct = (tx: DbOrTx, id: number) =>
  tx
    .select()
    .from(products)
    .where(eq(products.id, id))
    .for('update')
    .then((r) => r[0] ?? null);

export const insertProduct = (tx: DbOrTx, row: ProductInsert) =>
  tx
    .insert(products)
    .values(row)
    .returning({ id: products.id })
    .then((r) => r[0]!.id);

/** Save a product unless its new quantity is below what is booked; answers whether it was saved. */
export const updateProduct = (tx: DbOrTx, id: number, row: ProductInsert) =>
  tx
    .update(products)
    .set(row)
    .where(and(eq(products.id, id), sql`${products.booked} <= ${row.quantity}`))
    .returning({ id: products.id })
    .then((r) => r.length === 1);

export const setActive = (tx: DbOrTx, id: number, active: boolean) =>
  tx.update(products).set({ active }).where(eq(products.id, id));
export const setCover = (tx: DbOrTx, id: number, cover: string | null) =>
  tx.update(products).set({ cover }).where(eq(products.id, id));
export const deleteProduct = (tx: DbOrTx, id: number) => tx.delete(products).where(eq(products.id, id));

export const hasAttendees = (db: DbOrTx, id: number) =>
  db
    .select({ id: productAttendees.id })
    .from(productAttendees)
    .where(eq(productAttendees.productId, id))
    .limit(1)
    .then((r) => r.length > 0);

export const categoryExists = (db: DbOrTx, id: number) =>
  db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(eq(productCategories.id, id))
    .then((r) => r.length > 0);
export const venueExists = (db: DbOrTx, id: number) =>
  db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.id, id))
    .then((r) => r.length > 0);

/** The attendees recorded for a product, in the order they were recorded. */
export const attendeesOfProduct = (db: DbOrTx, productId: number) =>
  db.select().from(productAttendees).where(eq(productAttendees.productId, productId)).orderBy(asc(productAttendees.id));

/** Members' names by id, in one query. */
export async function memberNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: members.id, name: sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})` })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
