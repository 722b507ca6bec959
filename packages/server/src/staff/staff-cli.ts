import { isStaffRole, STAFF_ROLES } from '@portal/domain/staff/permissions';
import { loadConfig } from '../platform/config';
import { openPglite, openPostgres } from '../platform/db';
import { AppError } from '../platform/errors';
import { changeRole } from './staff.service';
import * as repo from './staff.repo';

// npm run staff -- grant USERNAME ROLE | revoke USERNAME ROLE | list
// The way a new installation gets its first administrator (docs/decisions/160): run on the server, with its
// settings (DATA_DIR or DATABASE_URL); recorded in the audit trail as made by this command. No default password.

const USAGE = `Usage: npm run staff -- grant USERNAME ROLE | revoke USERNAME ROLE | list\nRoles: ${STAFF_ROLES.join(', ')}`;

async function main(args: string[]): Promise<number> {
  const [verb, username, role] = args;
  if (verb !== 'list' && (!(verb === 'grant' || verb === 'revoke') || !username || !role || !isStaffRole(role))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    if (verb === 'list') {
      for (const h of await repo.holders(database.db))
        console.log(`${h.username}\t${h.firstname} ${h.lastname}\t${h.roles.join(', ')}`);
      return 0;
    }
    const { data } = await changeRole(
      { db: database.db, config, now: () => new Date() },
      { command: 'npm run staff' },
      { username: username!, role: role as never },
      verb === 'grant',
    );
    console.log(data.message);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(Object.values(err.fields ?? {})[0] ?? err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
