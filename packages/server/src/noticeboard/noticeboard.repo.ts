import { asc, desc } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { noticeboardEntries } from './noticeboard.tables';

/** Every row, sections in their order, newest first within a section. */
export function listRows(db: DbOrTx) {
  return db.select().from(noticeboardEntries)
    .orderBy(asc(noticeboardEntries.sectionOrder), asc(noticeboardEntries.section), desc(noticeboardEntries.createdAt), desc(noticeboardEntries.id));
}
