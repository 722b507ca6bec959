import { checkBankKey, requireSharedBankKey } from '../profile/bank-key-check';
import { movePhotoFiles } from '../profile/photo-upgrade';
import { storeShippedCovers } from '../store/covers';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db';
import { privateDir } from './private-files';
import { loadReferenceData, seedIfEmpty } from './seed';

export interface StartLog { info(message: string): void; warn(message: string): void }

/**
 * What every start does before it serves (main.ts, and tests that start servers as main does), in order: refuse a
 * key of its own on a shared database, open and migrate the database, check the bank key against it (decision 150),
 * move into it what an older version kept on this server's disk (decision 151), load reference data, seed.
 */
export async function openInstallation(config: Config, log: StartLog = console): Promise<Database> {
  requireSharedBankKey(config);
  privateDir(config.dataDir);
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    await checkBankKey(database.db, config);
    await loadReferenceData(database.db);
    await moveOldFiles(database, config, log);
    if (config.seed === 'demo') await seedIfEmpty(database.db, config);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function moveOldFiles({ db }: Database, config: Config, log: StartLog): Promise<void> {
  const photos = await movePhotoFiles(db, config.uploadDir);
  if (photos.moved) log.info(`Moved ${photos.moved} profile photos from ${config.uploadDir} into the database.`);
  if (photos.leftBehind.length) log.warn(`Left ${photos.leftBehind.length} files in ${config.uploadDir} that no member's photo names: ${photos.leftBehind.join(', ')}`);
  const covers = await storeShippedCovers(db);
  if (covers) log.info(`Stored ${covers} product covers that products name in the database.`);
}
