import { movesUnderItself } from '@portal/domain/store/categories.rules';
import type { CategoryBody, StaffCategory } from '@portal/domain/store/store.staff.contract';
import { StoreStaffMessages as M } from '@portal/domain/store/store.staff.messages';
import { AppError } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as repo from './categories.staff.repo';
import { PRODUCTS_SCOPE } from './product-cache';

// The finance officer's store categories (docs/decisions/235). Each write locks the tree, checks it, writes and
// records its audit row in one transaction; the member store's kept product lists (which name categories) are
// counted as changed (decision 169).

type Message = { data: { message: string } };

export async function list(ctx: StaffCtx): Promise<{ data: StaffCategory[] }> {
  const rows = await repo.categoriesWithCounts(ctx.db);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      parent_id: r.parentId,
      products: r.products,
      children: r.children,
    })),
  };
}

type Tree = Awaited<ReturnType<typeof repo.lockTree>>;

function checkParent(tree: Tree, id: number | null, parentId: number | null): void {
  if (parentId !== null && !tree.some((c) => c.id === parentId))
    throw new AppError(422, 'error_validation', M.noParent, { parent_id: M.noParent });
  if (id !== null && movesUnderItself(tree, id, parentId))
    throw new AppError(422, 'error_validation', M.cycle, { parent_id: M.cycle });
}

export async function add(ctx: StaffCtx, body: CategoryBody): Promise<Message> {
  await writeKept(ctx.db, async (tx, changed) => {
    checkParent(await repo.lockTree(tx), null, body.parent_id);
    const id = await repo.insertCategory(tx, { name: body.name, parentId: body.parent_id });
    await recordAudit(tx, ctx, {
      action: 'store.category.add',
      entity: 'product_category',
      entityId: id,
      after: { name: body.name, parent_id: body.parent_id },
    });
    changed(PRODUCTS_SCOPE);
  });
  return { data: { message: M.categoryAdded(body.name) } };
}

export async function save(ctx: StaffCtx, id: number, body: CategoryBody): Promise<Message> {
  await writeKept(ctx.db, async (tx, changed) => {
    const tree = await repo.lockTree(tx);
    const before = tree.find((c) => c.id === id);
    if (!before) throw new AppError(404, 'not_found', M.noCategory);
    checkParent(tree, id, body.parent_id);
    await repo.updateCategory(tx, id, { name: body.name, parentId: body.parent_id });
    await recordAudit(tx, ctx, {
      action: 'store.category.save',
      entity: 'product_category',
      entityId: id,
      before: { name: before.name, parent_id: before.parentId },
      after: { name: body.name, parent_id: body.parent_id },
    });
    changed(PRODUCTS_SCOPE);
  });
  return { data: { message: M.categorySaved(body.name) } };
}

export async function remove(ctx: StaffCtx, id: number): Promise<Message> {
  const name = await writeKept(ctx.db, async (tx, changed) => {
    const tree = await repo.lockTree(tx);
    const category = tree.find((c) => c.id === id);
    if (!category) throw new AppError(404, 'not_found', M.noCategory);
    const [held, children] = [await repo.productCount(tx, id), tree.filter((c) => c.parentId === id).length];
    if (held || children) throw new AppError(409, 'not_empty', M.notEmpty(held, children));
    await repo.deleteCategory(tx, id);
    await recordAudit(tx, ctx, {
      action: 'store.category.delete',
      entity: 'product_category',
      entityId: id,
      before: { name: category.name, parent_id: category.parentId },
    });
    changed(PRODUCTS_SCOPE);
    return category.name;
  });
  return { data: { message: M.categoryDeleted(name) } };
}
