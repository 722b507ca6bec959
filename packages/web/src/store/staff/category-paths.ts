import type { StaffCategory } from '@portal/domain/store/store.staff.contract';

/** Each category with its full path ("Holiday Programs › Holiday Camps"), in tree order: parents before children. */
export function categoryPaths(
  categories: readonly StaffCategory[],
): (StaffCategory & { path: string; depth: number })[] {
  const out: (StaffCategory & { path: string; depth: number })[] = [];
  const visit = (parent: number | null, prefix: string, depth: number) => {
    for (const c of categories.filter((x) => x.parent_id === parent)) {
      const path = prefix ? `${prefix} › ${c.name}` : c.name;
      out.push({ ...c, path, depth });
      if (depth < 20) visit(c.id, path, depth + 1);
    }
  };
  visit(null, '', 0);
  return out;
}
