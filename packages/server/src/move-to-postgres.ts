import path from 'node:path';
import { loadConfig } from './platform/config';
import { Refused } from './platform/installation';
import { moveToPostgres, shown } from './platform/move-to-postgres';
import { START_STEPS } from './start';

// npm run move-to-postgres -- postgres://user:password@host:5432/portal
// Moves the installation in DATA_DIR (stopped) into an empty PostgreSQL database (README, Growing past one machine).
process.umask(0o077);
const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database   (DATA_DIR and BANK_KEY as the server has them)',
  );
  process.exit(2);
}
const config = loadConfig();
try {
  if (config.databaseUrl)
    throw new Refused(
      'DATABASE_URL is set: this installation already runs on PostgreSQL. Unset it to move the data in DATA_DIR.',
    );
  console.log(`Moving ${config.dataDir} into ${shown(url)}…`);
  const report = await moveToPostgres(config, url, START_STEPS);
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Moved ${rows} rows of ${report.tables.length} tables and ${report.sequences} sequences; every table compared equal.`,
  );
  const key = config.bankKey
    ? 'the same BANK_KEY as now'
    : `BANK_KEY set to the contents of ${path.join(config.dataDir, 'bank.key')}`;
  console.log(
    `Next: start every server with DATABASE_URL=${shown(url)} and ${key}. ${config.dataDir} is left as it was: keep it as a backup.`,
  );
} catch (err) {
  if (!(err instanceof Refused)) throw err;
  console.error(err.message);
  process.exit(1);
}
