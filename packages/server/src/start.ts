import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { openWith, type StartLog, type StartStep } from './platform/start';
import { bankKeyStep } from './profile/bank-key-check';
import { localitiesStep } from './profile/lookups.seed';
import { photoFilesStep } from './profile/photo-upgrade';
import { demoSeedStep } from './seed';
import { shippedCoversStep } from './store/covers';

// What every start does before it serves (main.ts, move-to-postgres, and tests that start servers as main does), one
// line per area's step, in order, as app.ts lists the areas' routes: refuse a key of its own on a shared database, then
// (the database open and migrated) check the bank key against it (decision 150), load reference data, move into the
// database what an older version kept on this server's disk (decision 151), and seed the demo (SEED=demo).
export const START_STEPS: readonly StartStep[] = [
  bankKeyStep,
  localitiesStep,
  photoFilesStep,
  shippedCoversStep,
  demoSeedStep,
];

export const openInstallation = (config: Config, log?: StartLog): Promise<Database> =>
  openWith(config, START_STEPS, log);
