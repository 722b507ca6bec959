import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db';
import { members } from '../src/platform/members.tables';
import type { StaffCtx } from '../src/platform/staff-session';
import { seedIfEmpty } from '../src/seed';
import { importRound } from '../src/import/import-job';
import { undo } from '../src/import/import-job-undo';
import { planRead, run } from '../src/import/import.service';
import { readImportFile } from '../src/import/read-file';

// The import's target (issue 42, decision 299): 20,000 people (5,000 families of a parent and three children, on 400
// teams of 20 grades) imported in under a minute on PostgreSQL with memory held flat. In this process, on
// DATABASE_URL: the file is generated, read, planned, run by the job's rounds and undone (which leaves the database
// as it was). The live heap is measured after every batch (one batch a round here).

const PEOPLE = Number(process.env.BENCH_IMPORT_PEOPLE ?? 20_000);
const TARGET_MS = 60_000;
const HEADER =
  'Profile ID,First Name,Last Name,Date of Birth,Gender,Email,Mobile,Postcode,Account Holder,Account Holder Email,Account Holder Mobile,Role,Team,Grade,Season,Player Number';

/** A template-like file: each family a parent (no place) and three children on teams of their grade. */
export function importBenchFile(tag: string, people = PEOPLE): Buffer {
  const rows = [HEADER];
  for (let f = 0; f < people / 4; f += 1) {
    const last = `${tag}${f}`;
    const email = `parent${f}.${tag.toLowerCase()}@bench.example`;
    const mobile = `04${String(10_000_000 + f).padStart(8, '0')}`;
    rows.push(`${tag}-p${f},Pat,${last},01/02/1980,Female,${email},${mobile},2077,,,,,,,,`);
    for (let c = 0; c < 3; c += 1) {
      const grade = `U${10 + ((f + c) % 10) * 2} ${c % 2 ? 'Girls' : 'Boys'}`;
      const team = `${tag} Team ${(f + c) % 20}`;
      rows.push(
        `${tag}-c${f}-${c},Kid${c},${last},0${c + 1}/03/201${c + 2},${c % 2 ? 'Female' : 'Male'},,,2077,Pat ${last},${email},${mobile},Player,${team},${grade},Bench ${tag},${c + 4}`,
      );
    }
  }
  return Buffer.from(rows.join('\n') + '\n');
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** The heap still in use (after a full collection): what the import holds, not what waits to be collected. */
function liveHeap(): number {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

/** One row for the bench summary, and whether it failed its target (needs DATABASE_URL). */
export async function importBenchRow(databaseUrl: string): Promise<{ row: string; failed: boolean }> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    BANK_KEY: 'x'.repeat(64),
  } as never);
  const database = await openPostgres(databaseUrl);
  try {
    await seedIfEmpty(database.db, config);
    const [admin] = await database.db.select().from(members).where(eq(members.username, 'admin01'));
    const ctx = { db: database.db, config, now: () => new Date(), member: admin! } as unknown as StaffCtx;
    const tag = `Bench${Date.now().toString(36)}`;
    const read = await readImportFile(importBenchFile(tag), { today: new Date().toISOString().slice(0, 10) });
    if (!read.ok) throw new Error(read.message);
    let start = performance.now();
    const planned = (await planRead(ctx, { file: read.file, fileName: 'bench.csv', seasonId: null })).data.import;
    const planMs = performance.now() - start;
    await run(ctx, planned.id, { decisions: [] });
    const heapBefore = liveHeap();
    let heapPeak = heapBefore;
    start = performance.now();
    while ((await importRound({ db: database.db, now: () => new Date(), roundMs: 1 })) > 0)
      heapPeak = Math.max(heapPeak, liveHeap());
    const runMs = performance.now() - start;
    start = performance.now();
    const undone = (await undo(ctx, planned.id)).data;
    const undoMs = performance.now() - start;
    const failed = runMs >= TARGET_MS || undone.removed.members !== planned.counts.create + planned.counts.holders;
    return {
      row: `import of ${PEOPLE.toLocaleString('en-AU')} people (${planned.counts.guardianships} families' links, ${planned.counts.teams} teams) on PostgreSQL: plan ${(planMs / 1000).toFixed(1)} s, run ${(runMs / 1000).toFixed(1)} s, undo ${(undoMs / 1000).toFixed(1)} s; live heap ${mb(heapBefore)} before the run, ${mb(heapPeak)} at most after a batch  [${failed ? 'FAIL' : 'PASS'} run<${TARGET_MS / 1000}s]`,
      failed,
    };
  } finally {
    await database.close();
  }
}
