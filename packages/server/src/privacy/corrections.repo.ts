import { aliasedTable, and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { correctionRequests } from './privacy.tables';

const asker = aliasedTable(members, 'asker');
const nameOf = (m: typeof members) => sql<string>`trim(${m.firstname} || ' ' || ${m.lastname})`;

/** The open requests oldest first, or the last 100 answered (or one answered request). */
export function staffQueue(db: DbOrTx, status: 'open' | 'answered', id?: number) {
  const open = status === 'open';
  return db
    .select({ request: correctionRequests, name: nameOf(members), askedBy: nameOf(asker as unknown as typeof members) })
    .from(correctionRequests)
    .innerJoin(members, eq(members.id, correctionRequests.memberId))
    .innerJoin(asker, eq(asker.id, correctionRequests.requestedBy))
    .where(
      and(
        open ? eq(correctionRequests.status, 'open') : ne(correctionRequests.status, 'open'),
        id ? eq(correctionRequests.id, id) : undefined,
      ),
    )
    .orderBy(open ? asc(correctionRequests.id) : desc(correctionRequests.answeredAt))
    .limit(100);
}

export async function lockCorrection(db: DbOrTx, id: number) {
  const [row] = await db.select().from(correctionRequests).where(eq(correctionRequests.id, id)).for('update');
  return row ?? null;
}

export function answer(
  db: DbOrTx,
  id: number,
  values: { status: 'corrected' | 'declined'; answer: string; answeredBy: number; answeredAt: Date },
) {
  return db.update(correctionRequests).set(values).where(eq(correctionRequests.id, id));
}
