import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { accessTokens, members } from '../platform/members.tables';
import { loginFailures } from './accounts.tables';

export async function findMemberByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(members).where(eq(members.username, username)).limit(1);
  return row ?? null;
}

/** Failed sign-ins since `since`, for this username and for this client address. */
export async function countRecentFailures(db: DbOrTx, username: string, address: string, since: Date) {
  const [byUser] = await db.select({ n: count() }).from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
  const [byAddress] = await db.select({ n: count() }).from(loginFailures)
    .where(and(eq(loginFailures.address, address), gt(loginFailures.at, since)));
  return { byUser: Number(byUser?.n ?? 0), byAddress: Number(byAddress?.n ?? 0) };
}

export async function recordFailure(db: DbOrTx, username: string, address: string, at: Date) {
  await db.insert(loginFailures).values({ username, address, at });
}

export async function clearFailures(db: DbOrTx, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

export async function insertToken(db: DbOrTx, memberId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(accessTokens).values({ memberId, tokenHash, expiresAt });
}

export async function revokeToken(db: DbOrTx, tokenHash: string, at: Date) {
  await db.update(accessTokens).set({ revokedAt: at }).where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)));
}

/** Revoke every live token of a member except, optionally, one (used after a password reset). */
export async function revokeAllTokens(db: DbOrTx, memberId: number, at: Date, exceptHash?: string) {
  const live = and(eq(accessTokens.memberId, memberId), isNull(accessTokens.revokedAt));
  await db.update(accessTokens).set({ revokedAt: at })
    .where(exceptHash ? and(live, ne(accessTokens.tokenHash, exceptHash)) : live);
}
