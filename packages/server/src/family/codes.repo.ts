import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { familyCodes, type FamilyCodeKind } from './family.tables';

/** Codes of a kind a guardian asked for since `since` (the per-hour limit). */
export async function countCodesFrom(db: DbOrTx, fromId: number, kind: FamilyCodeKind, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(familyCodes)
    .where(and(eq(familyCodes.fromId, fromId), eq(familyCodes.kind, kind), gt(familyCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertCode(db: DbOrTx, code: typeof familyCodes.$inferInsert): Promise<number> {
  const [row] = await db.insert(familyCodes).values(code).returning({ id: familyCodes.id });
  return row!.id;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(familyCodes).where(eq(familyCodes.id, id));
}

/**
 * Use a live code once: the row of this hash, kind and asker, unused and unexpired, is marked used and returned; null
 * when there is none (a second use finds it used, even racing: the update's own condition decides).
 */
export async function useCode(db: DbOrTx, codeHash: string, kind: FamilyCodeKind, fromId: number, now: Date) {
  const [row] = await db
    .update(familyCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(familyCodes.codeHash, codeHash),
        eq(familyCodes.kind, kind),
        eq(familyCodes.fromId, fromId),
        isNull(familyCodes.usedAt),
        gt(familyCodes.expiresAt, now),
      ),
    )
    .returning({ memberId: familyCodes.memberId });
  return row ?? null;
}
