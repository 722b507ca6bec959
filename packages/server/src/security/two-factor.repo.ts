import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { accessTokens, members } from '../platform/members.tables';
import { securityEvents } from './security.tables';
import { recoveryCodes, secondFactorPasses, secondFactors, twoFactorSettings } from './two-factor.tables';

// The second factor's reads and writes (docs/decisions/327, 328).

export async function factorOf(db: DbOrTx, memberId: number, lock = false) {
  const q = db.select().from(secondFactors).where(eq(secondFactors.memberId, memberId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Start (or start again) a set-up: a new secret, not yet on. */
export async function putPendingSecret(db: DbOrTx, memberId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ memberId, secret, enabledAt: null, lastStep: 0, createdAt: now })
    .onConflictDoUpdate({
      target: secondFactors.memberId,
      set: { secret, enabledAt: null, lastStep: 0, createdAt: now },
    });
}

export async function enable(db: DbOrTx, memberId: number, step: number, now: Date): Promise<void> {
  await db.update(secondFactors).set({ enabledAt: now, lastStep: step }).where(eq(secondFactors.memberId, memberId));
}

export async function acceptStep(db: DbOrTx, memberId: number, step: number): Promise<void> {
  await db.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.memberId, memberId));
}

/** Remove the authenticator and the recovery codes (turned off, or reset by an administrator). */
export async function removeFactor(db: DbOrTx, memberId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  const gone = await db
    .delete(secondFactors)
    .where(eq(secondFactors.memberId, memberId))
    .returning({ id: secondFactors.memberId });
  return gone.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, memberId: number, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ memberId, codeHash })));
}

/** Use a recovery code: true when it was unused (the update itself is the race's referee). */
export async function useRecoveryCode(db: DbOrTx, memberId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.memberId, memberId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Stamp the session of this token as having typed a code now. */
export async function stampPass(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db.execute(sql`insert into ${secondFactorPasses} (token_id, code_at)
    select ${accessTokens.id}, ${now.toISOString()}::timestamptz from ${accessTokens} where ${accessTokens.tokenHash} = ${tokenHash}
    on conflict (token_id) do update set code_at = excluded.code_at`);
}

export async function passOf(db: DbOrTx, tokenHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: secondFactorPasses.codeAt })
    .from(secondFactorPasses)
    .innerJoin(accessTokens, eq(accessTokens.id, secondFactorPasses.tokenId))
    .where(eq(accessTokens.tokenHash, tokenHash));
  return row?.at ?? null;
}

/**
 * Wrong codes this member typed in the last `minutes` (the security log counts them: docs/decisions/316), by the
 * database's clock, which stamps the log's rows.
 */
export async function recentWrongCodes(db: DbOrTx, memberId: number, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.memberId, memberId),
        eq(securityEvents.kind, 'second-factor-failed'),
        gt(securityEvents.at, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether staff must use a second factor (no row: they must). */
export async function staffRequired(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.id, 1));
  return row?.staffRequired ?? true;
}

export async function lockSettings(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.id, 1)).for('update');
  return row?.staffRequired ?? true;
}

export async function writeStaffRequired(db: DbOrTx, staffRequired: boolean, now: Date): Promise<void> {
  await db
    .insert(twoFactorSettings)
    .values({ id: 1, staffRequired, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.id, set: { staffRequired, updatedAt: now } });
}

/** Of these members, those whose second factor is on. */
export async function enabledAmong(db: DbOrTx, memberIds: number[]): Promise<Set<number>> {
  if (!memberIds.length) return new Set();
  const rows = await db
    .select({ id: secondFactors.memberId })
    .from(secondFactors)
    .where(and(inArray(secondFactors.memberId, memberIds), isNotNull(secondFactors.enabledAt)));
  return new Set(rows.map((r) => r.id));
}

/** Every session of the member must type a code again (after a reset). */
export async function clearPasses(db: DbOrTx, memberId: number): Promise<void> {
  await db.execute(sql`delete from ${secondFactorPasses} where token_id in
    (select ${accessTokens.id} from ${accessTokens} where ${accessTokens.memberId} = ${memberId})`);
}

export async function nameOf(db: DbOrTx, memberId: number): Promise<string> {
  const [m] = await db
    .select({ first: members.firstname, last: members.lastname })
    .from(members)
    .where(eq(members.id, memberId));
  return m ? `${m.first} ${m.last}`.trim() : `#${memberId}`;
}
