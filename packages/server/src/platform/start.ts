import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db';
import { privateDir } from './private-files';

export interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * What an area does at every start, before the server serves: `check` the settings before the database opens, `run`
 * once it is open and migrated. Areas declare their steps beside their code; src/start.ts lists them in order, as
 * app.ts lists their routes, so platform imports no area.
 */
export interface StartStep {
  name: string;
  check?(config: Config): void;
  run?(database: Database, config: Config, log: StartLog): Promise<void>;
}

/** Open and migrate the database and run the steps (every check first, then every run, in order); close it on a failure. */
export async function openWith(
  config: Config,
  steps: readonly StartStep[],
  log: StartLog = console,
): Promise<Database> {
  for (const step of steps) step.check?.(config);
  privateDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePool)
    : await openPglite(config.dataDir);
  try {
    for (const step of steps) await step.run?.(database, config, log);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
