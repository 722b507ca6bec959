import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config';
import { PRIVATE_FILE_MODE, privateDir } from '../platform/private-files';

/**
 * Bank details are stored encrypted at rest with AES-256-GCM (docs/decisions/011-bank-details-at-rest.md).
 * The key is BANK_KEY (32 bytes, base64) or, when unset, DATA_DIR/bank.key, generated once with mode 0600; every
 * start checks it against the database (bank-key-check.ts, docs/decisions/150-one-bank-key-per-database.md).
 */
const keys = new Map<string, Buffer>();

export function bankKeyFor(config: Pick<Config, 'bankKey' | 'dataDir'>): Buffer {
  const id = config.bankKey ? `env:${config.bankKey}` : `file:${config.dataDir}`;
  const cached = keys.get(id);
  if (cached) return cached;
  const key = config.bankKey
    ? decodeKey(config.bankKey, 'BANK_KEY')
    : readOrCreateKeyFile(path.join(config.dataDir, 'bank.key'));
  keys.set(id, key);
  return key;
}

function decodeKey(value: string, source: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  privateDir(path.dirname(file));
  try {
    // 'wx' fails when the file exists, so two starting processes never overwrite each other's key.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return decodeKey(fs.readFileSync(file, 'utf8'), file);
}

/** iv.tag.ciphertext, each base64. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

/** The clear text, or '' when there is nothing stored. Throws when the value was tampered with or the key changed. */
export function decrypt(key: Buffer, stored: string | null): string {
  if (!stored) return '';
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
  if (!iv || !tag || !data) throw new Error('bank detail value is malformed');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
