import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { noticeboardEntries } from './noticeboard.tables';

/** Every row, sections in their order, newest first within a section. */
export function listRows(db: DbOrTx) {
  return db
    .select()
    .from(noticeboardEntries)
    .orderBy(
      asc(noticeboardEntries.sectionOrder),
      asc(noticeboardEntries.section),
      desc(noticeboardEntries.createdAt),
      desc(noticeboardEntries.id),
    );
}

export async function insertRow(tx: DbOrTx, row: typeof noticeboardEntries.$inferInsert): Promise<number> {
  const [r] = await tx.insert(noticeboardEntries).values(row).returning({ id: noticeboardEntries.id });
  return r!.id;
}

/** Delete a row; answers what it said (undefined when there was none). */
export async function deleteRow(tx: DbOrTx, id: number) {
  const [r] = await tx.delete(noticeboardEntries).where(eq(noticeboardEntries.id, id)).returning();
  return r;
}
