import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { SignInFailures } from '@portal/domain/accounts/accounts.rules';
import type { DbOrTx } from '../platform/db';
import { loginFailures, trustedDevices } from './accounts.tables';

// Failed sign-ins and trusted devices: what the sign-in limits count (docs/decisions/042-sign-in-limits.md).

export interface SignInSource {
  username: string;
  address: string;
  device: string | null;
}

/** Failed sign-ins since `since` that bear on this attempt, counted in one pass. */
export async function countFailures(db: DbOrTx, s: SignInSource, since: Date): Promise<SignInFailures> {
  const f = loginFailures;
  const n = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const [row] = await db
    .select({
      byUserAtAddress: n(sql`${f.username} = ${s.username} and ${f.address} = ${s.address}`),
      byAddress: n(sql`${f.address} = ${s.address}`),
      byUser: n(sql`${f.username} = ${s.username}`),
      byDevice: n(sql`${f.username} = ${s.username} and ${f.device} = ${s.device ?? ''}`),
    })
    .from(f)
    .where(and(gt(f.at, since), or(eq(f.username, s.username), eq(f.address, s.address))));
  return row ?? { byUserAtAddress: 0, byAddress: 0, byUser: 0, byDevice: 0 };
}

export async function recordFailure(db: DbOrTx, s: SignInSource, at: Date) {
  await db.insert(loginFailures).values({ username: s.username, address: s.address, device: s.device, at });
}

/** After a successful sign-in: the failures of this username from this address or device no longer count. */
export async function clearFailures(db: DbOrTx, s: SignInSource) {
  const here = s.device
    ? or(eq(loginFailures.address, s.address), eq(loginFailures.device, s.device))
    : eq(loginFailures.address, s.address);
  await db.delete(loginFailures).where(and(eq(loginFailures.username, s.username), here));
}

/** After a password reset: no failure of this username counts any more. */
export async function clearAllFailures(db: DbOrTx, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

/** The member signed in from this device after `since`. */
export async function isTrustedDevice(db: DbOrTx, memberId: number, deviceHash: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ memberId: trustedDevices.memberId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.memberId, memberId),
        eq(trustedDevices.deviceHash, deviceHash),
        gt(trustedDevices.lastSignInAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function trustDevice(db: DbOrTx, memberId: number, deviceHash: string, at: Date) {
  await db
    .insert(trustedDevices)
    .values({ memberId, deviceHash, lastSignInAt: at })
    .onConflictDoUpdate({ target: [trustedDevices.memberId, trustedDevices.deviceHash], set: { lastSignInAt: at } });
}

/** A new password: no device is trusted for the member any more (the one resetting is trusted again after). */
export async function forgetDevices(db: DbOrTx, memberId: number) {
  await db.delete(trustedDevices).where(eq(trustedDevices.memberId, memberId));
}
