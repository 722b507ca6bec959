import { loadConfig } from './platform/config';
import { openPglite, openPostgres } from './platform/db';
import { forgetBankDetails } from './profile/bank-key-check';

// npm run forget-bank-details -- --yes
// The bank key is lost for good: erase the bank details saved with it and its check value, so that the servers start
// with a new key and members enter their details again (docs/decisions/150-one-bank-key-per-database.md).
process.umask(0o077);
const config = loadConfig();
if (!process.argv.includes('--yes')) {
  console.error(
    "This erases every member's saved bank details (they cannot be read without their key) and lets the servers start " +
      'with a new BANK_KEY. Members then enter them again. Run it with --yes to go ahead.',
  );
  process.exit(2);
}
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
try {
  const erased = await forgetBankDetails(database.db);
  console.log(`Erased the bank details of ${erased} members and the bank key's check: the next start records its key.`);
} finally {
  await database.close();
}
