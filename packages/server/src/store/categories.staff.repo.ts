import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { productCategories, products } from './store.tables';

// The back-office's category queries (drizzle only; docs/decisions/235).

/** Every category with how many products and subcategories it holds, in one query. */
export function categoriesWithCounts(db: DbOrTx) {
  const child = db
    .select({ parentId: productCategories.parentId, n: count().as('children') })
    .from(productCategories)
    .groupBy(productCategories.parentId)
    .as('child');
  const held = db
    .select({ categoryId: products.categoryId, n: count().as('held') })
    .from(products)
    .groupBy(products.categoryId)
    .as('held');
  return db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      parentId: productCategories.parentId,
      products: sql<number>`coalesce(${held.n}, 0)::int`,
      children: sql<number>`coalesce(${child.n}, 0)::int`,
    })
    .from(productCategories)
    .leftJoin(child, eq(child.parentId, productCategories.id))
    .leftJoin(held, eq(held.categoryId, productCategories.id))
    .orderBy(asc(productCategories.position), asc(productCategories.name));
}

/** Every category's place in the tree, locked until the transaction ends: two moves at once cannot make a cycle. */
export const lockTree = (tx: DbOrTx) =>
  tx
    .select({ id: productCategories.id, parentId: productCategories.parentId, name: productCategories.name })
    .from(productCategories)
    .for('update');

export const insertCategory = (tx: DbOrTx, row: { name: string; parentId: number | null }) =>
  tx
    .insert(productCategories)
    .values(row)
    .returning({ id: productCategories.id })
    .then((r) => r[0]!.id);

export const updateCategory = (tx: DbOrTx, id: number, row: { name: string; parentId: number | null }) =>
  tx.update(productCategories).set(row).where(eq(productCategories.id, id));

export const productCount = (tx: DbOrTx, id: number) =>
  tx
    .select({ n: count() })
    .from(products)
    .where(eq(products.categoryId, id))
    .then((r) => Number(r[0]?.n ?? 0));

export const deleteCategory = (tx: DbOrTx, id: number) =>
  tx.delete(productCategories).where(eq(productCategories.id, id));
