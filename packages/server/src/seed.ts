import { count } from 'drizzle-orm';
import { seedAccounts, seedDuplicateAccounts, seedStaffAccounts } from './accounts/accounts.seed';
import { seedCompetition } from './competition/competition.seed';
import { seedDuplicateLedger, seedPayments } from './payments/payments.seed';
import { seedStore } from './store/store.seed';
import { seedRosters } from './rosters/rosters.seed';
import { seedNoticeboard } from './noticeboard/noticeboard.seed';
import { seedBookings } from './bookings/bookings.seed';
import { seedTeams } from './teams/teams.seed';
import { seedNomination } from './nomination/nomination.seed';
import { seedStaff } from './staff/staff.seed';
import { seedFamilies } from './accounts/families.seed';
import { seedTwoFactor } from './security/two-factor.seed';
import { seedTrustChecks } from './safeguarding/trust.seed';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import { members } from './platform/members.tables';
import type { SeedCtx } from './platform/seed';
import type { StartStep } from './platform/start';

// The demo (SEED=demo), composed from the areas' seeds in order, as app.ts composes their routes.

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
    await seedTwoFactor(ctx);
    // after everything else, so no earlier demo id moves (docs/decisions/162)
    await seedDuplicateAccounts(ctx);
    await seedDuplicateLedger(ctx);
    await seedFamilies(ctx);
    await seedTrustChecks(ctx);
  });
  return true;
}

/** At start, with SEED=demo: the demo in an empty database. */
export const demoSeedStep: StartStep = {
  name: 'demo seed',
  run: async (database, config) => {
    if (config.seed === 'demo') await seedIfEmpty(database.db, config);
  },
};
