import crypto from 'node:crypto';
import path from 'node:path';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { claimFact, forgetFact, readFact, Refused } from '../platform/installation';
import { bankKeyFor, decrypt } from './bank-crypto';
import * as repo from './profile.repo';
import type { StartStep } from '../platform/start';

// Every server sharing a database must encrypt bank details with one key (docs/decisions/150-one-bank-key-per-database.md):
// the database keeps a check value of the key (never the key), and a server holding another key refuses to start.

const FACT = 'bank_key_check';
const DOC = 'docs/decisions/150-one-bank-key-per-database.md';

/** HMAC-SHA256 of a fixed label under the key: it names the key without revealing anything of it. */
export function bankKeyCheck(key: Buffer): string {
  return `hmac-sha256:${crypto.createHmac('sha256', key).update('portal bank key check').digest('hex')}`;
}

/** With DATABASE_URL other servers may share the database: a key generated into this server's DATA_DIR is refused. */
export function requireSharedBankKey(config: Pick<Config, 'databaseUrl' | 'bankKey'>): void {
  if (!config.databaseUrl || config.bankKey) return;
  throw new Refused(
    'DATABASE_URL is set but BANK_KEY is not. Every server sharing a database must encrypt bank details with ' +
      'the same key: set BANK_KEY on each of them (openssl rand -base64 32 for a new installation; an installation moved ' +
      `from the embedded database keeps the key in its DATA_DIR/bank.key) (${DOC}).`,
  );
}

/**
 * At start: record the check value of this server's key, or compare it with the one recorded. The first record
 * refuses a key that opens none of the bank details already saved (an older version's lost or other key).
 */
export async function checkBankKey(db: Db, config: Pick<Config, 'bankKey' | 'dataDir'>): Promise<void> {
  const key = bankKeyFor(config);
  const mine = bankKeyCheck(key);
  const recorded = await readFact(db, FACT);
  if (recorded === mine) return;
  if (!recorded) {
    const saved = await repo.someBankValues(db, 20);
    if (saved.length && !saved.some((value) => opens(key, value)))
      throw new Refused(wrongKey(config, 'opens none of the bank details saved in this database'));
  }
  const claimed = recorded ?? (await claimFact(db, FACT, mine));
  if (claimed !== mine)
    throw new Refused(
      wrongKey(
        config,
        `is not the key this database's bank details are encrypted with (check ${short(claimed)}; this key's ${short(mine)})`,
      ),
    );
}

/** The key is lost for good: erase the bank details saved with it and its check, so a new key can start. */
export async function forgetBankDetails(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await repo.eraseBankDetails(tx);
    await forgetFact(tx, FACT);
    return erased;
  });
}

function opens(key: Buffer, value: string): boolean {
  try {
    decrypt(key, value);
    return true;
  } catch {
    return false;
  }
}

const short = (check: string) => check.replace('hmac-sha256:', '').slice(0, 12);

function wrongKey(config: Pick<Config, 'bankKey' | 'dataDir'>, problem: string): string {
  const source = config.bankKey
    ? 'BANK_KEY'
    : `The key this server generated in ${path.join(config.dataDir, 'bank.key')} (BANK_KEY is not set)`;
  return (
    `${source} ${problem}. Start every server of this database with the key its bank details were saved with: ` +
    'the BANK_KEY the other servers use, or the contents of bank.key in the DATA_DIR of the installation that saved them. ' +
    'If that key is lost for good, so are the saved bank details: `npm run forget-bank-details -- --yes` erases them and ' +
    `this check, and members enter them again (${DOC}).`
  );
}

/** At start (src/start.ts): refuse a key of this server's own on a shared database, then check the key against it. */
export const bankKeyStep: StartStep = {
  name: 'bank key',
  check: requireSharedBankKey,
  run: ({ db }, config) => checkBankKey(db, config),
};
