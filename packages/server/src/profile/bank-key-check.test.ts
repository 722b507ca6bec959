import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness';
import { members } from '../platform/members.tables';
import { bankKeyCheck, checkBankKey, forgetBankDetails, requireSharedBankKey } from './bank-key-check';
import { bankKeyFor, encrypt } from './bank-crypto';

// docs/decisions/150-one-bank-key-per-database.md: the database keeps the check value of its bank key; a start with
// another key is refused with what to do, and only an explicit command forgets details whose key is lost.

let t: TestApp;
let dataDir: string;
const newKey = () => crypto.randomBytes(32).toString('base64');
const recorded = async () =>
  (
    (await t.database.db.execute(
      sql`select value from installation_facts where name = 'bank_key_check'`,
    )) as unknown as { rows: { value: string }[] }
  ).rows;

beforeAll(async () => {
  t = await buildTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bank-key-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the bank key at start', () => {
  it('records the check value of the first key, accepts it again, and refuses another saying what to do', async () => {
    await t.database.db.execute(sql`delete from installation_facts`);
    const generated = { dataDir }; // no BANK_KEY: DATA_DIR/bank.key
    await checkBankKey(t.database.db, generated);
    const check = bankKeyCheck(bankKeyFor(generated));
    expect(await recorded()).toEqual([{ value: check }]);
    expect(check).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(check).not.toContain(bankKeyFor(generated).toString('hex'));
    await checkBankKey(t.database.db, generated);

    await expect(checkBankKey(t.database.db, { dataDir, bankKey: newKey() })).rejects.toThrow(
      new RegExp(
        "^BANK_KEY is not the key this database's bank details are encrypted with \\(check [0-9a-f]{12}; this key's [0-9a-f]{12}\\)\\. " +
          'Start every server of this database with the key its bank details were saved with: the BANK_KEY the other servers ' +
          'use, or the contents of bank.key in the DATA_DIR of the installation that saved them\\. If that key is lost for good, ' +
          'so are the saved bank details: `npm run forget-bank-details -- --yes` erases them',
      ),
    );
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bank-key-'));
    await expect(checkBankKey(t.database.db, { dataDir: other })).rejects.toThrow(
      `The key this server generated in ${other}/bank.key (BANK_KEY is not set) is not the key`,
    );
    fs.rmSync(other, { recursive: true });
    expect(await recorded()).toEqual([{ value: check }]);
  });

  it('on its first check refuses a key that opens none of the bank details saved before, until they are forgotten', async () => {
    await t.database.db.execute(sql`delete from installation_facts`);
    const lost = crypto.randomBytes(32);
    await t.database.db
      .update(members)
      .set({
        acctNameEnc: encrypt(lost, 'Olivia'),
        acctBsbEnc: encrypt(lost, '062145'),
        acctNumberEnc: encrypt(lost, '12345678'),
      })
      .where(eq(members.username, 'official01'));
    const key = newKey();
    await expect(checkBankKey(t.database.db, { dataDir, bankKey: key })).rejects.toThrow(
      /^BANK_KEY opens none of the bank details saved in this database\./,
    );
    expect(await recorded()).toEqual([]);

    expect(await forgetBankDetails(t.database.db)).toBe(1);
    await checkBankKey(t.database.db, { dataDir, bankKey: key });
    expect(await recorded()).toEqual([{ value: bankKeyCheck(bankKeyFor({ dataDir, bankKey: key })) }]);
    const [official] = await t.database.db.select().from(members).where(eq(members.username, 'official01'));
    expect([official!.acctNameEnc, official!.acctBsbEnc, official!.acctNumberEnc]).toEqual([null, null, null]);
  });

  it('refuses DATABASE_URL without BANK_KEY; the embedded database may keep its generated key', () => {
    expect(() => requireSharedBankKey({ databaseUrl: 'postgres://db/portal' })).toThrow(
      'DATABASE_URL is set but BANK_KEY is not. Every server sharing a database must encrypt bank details with the same key: set BANK_KEY on each of them',
    );
    expect(() => requireSharedBankKey({ databaseUrl: 'postgres://db/portal', bankKey: newKey() })).not.toThrow();
    expect(() => requireSharedBankKey({})).not.toThrow();
  });
});
