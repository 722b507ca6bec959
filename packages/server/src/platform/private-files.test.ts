import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankKeyFor } from '../profile/bank-crypto';
import { loadConfig } from './config';
import { openPglite } from './db';
import { createMailer } from './mail/mailer';
import { makePrivate } from './private-files';

// DATA_DIR holds live reset links, the database and the bank key: nothing in it is readable by other users.

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-private-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every folder and file under root whose mode lets another user in. */
function open(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if ((fs.statSync(dir).mode & 0o077) !== 0) found.push(`${dir} ${(fs.statSync(dir).mode & 0o777).toString(8)}`);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if ((fs.statSync(target).mode & 0o077) !== 0)
        found.push(`${target} ${(fs.statSync(target).mode & 0o777).toString(8)}`);
    }
  };
  walk(root);
  return found;
}

describe('DATA_DIR', () => {
  it("is created private to the server's user with everything the server writes in it", async () => {
    const database = await openPglite(path.join(dataDir, 'data'));
    try {
      const config = loadConfig({ DATA_DIR: path.join(dataDir, 'data') } as NodeJS.ProcessEnv);
      await createMailer(config).send({ to: 'mia@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
      bankKeyFor(config);
      expect(fs.readdirSync(path.join(config.dataDir, 'mail'))).toHaveLength(1);
      expect(fs.existsSync(path.join(config.dataDir, 'bank.key'))).toBe(true);
      expect(open(config.dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000); // a PGlite on disk, migrated: slow on a busy machine

  it('an existing folder left open by an older version is made private', () => {
    const old = path.join(dataDir, 'old');
    fs.mkdirSync(path.join(old, 'mail'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(old, 'mail', 'a.eml'), 'x', { mode: 0o644 });
    makePrivate(old);
    expect(open(old)).toEqual([]);
  });
});
