import { count } from 'drizzle-orm';
import { seedAccounts, seedDuplicateAccounts, seedStaffAccounts } from '../accounts/accounts.seed';
import { seedCompetition } from '../competition/competition.seed';
import { seedDuplicateLedger, seedPayments } from '../payments/payments.seed';
import { seedStore } from '../store/store.seed';
import { seedRosters } from '../rosters/rosters.seed';
import { seedNoticeboard } from '../noticeboard/noticeboard.seed';
import { seedBookings } from '../bookings/bookings.seed';
import { seedTeams } from '../teams/teams.seed';
import { seedNomination } from '../nomination/nomination.seed';
import { loadLocalities } from '../profile/lookups.seed';
import { seedStaff } from '../staff/staff.seed';
import { seedFamilies } from '../accounts/families.seed';
import type { Config } from './config';
import type { Db, Tx } from './db';
import { members } from './members.tables';

/** What every area's seed receives: the transaction, the settings, and "today" in the association's zone. */
export interface SeedCtx {
  tx: Tx;
  config: Config;
  today: string;
  now: Date;
}

/** SEED=demo: load every area's demo data into an empty database, in one transaction, areas in order. */
export async function seedIfEmpty(db: Db, config: Config, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  if (Number(row?.n ?? 0) > 0) return false;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: config.site.timeZone }).format(now);
  await db.transaction(async (tx) => {
    const ctx: SeedCtx = { tx, config, today, now };
    await seedAccounts(ctx);
    await seedCompetition(ctx);
    await seedTeams(ctx);
    await seedNomination(ctx);
    await seedPayments(ctx);
    await seedStore(ctx);
    await seedRosters(ctx);
    await seedNoticeboard(ctx);
    await seedBookings(ctx);
    await seedStaffAccounts(ctx);
    await seedStaff(ctx);
    // after everything else, so no earlier demo id moves (docs/decisions/162)
    await seedDuplicateAccounts(ctx);
    await seedDuplicateLedger(ctx);
    await seedFamilies(ctx);
  });
  return true;
}

/** Reference data (lookup lists), loaded into empty tables at every start whatever SEED says: it is not demo data. */
export async function loadReferenceData(db: Db): Promise<void> {
  await loadLocalities(db);
}
