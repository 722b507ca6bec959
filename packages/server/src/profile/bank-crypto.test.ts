import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankKeyFor, decrypt, encrypt } from './bank-crypto';

describe('bank detail encryption', () => {
  const bankKey = crypto.randomBytes(32).toString('base64');
  const key = bankKeyFor({ bankKey, dataDir: '/nonexistent' });

  it('round-trips with a fresh IV each time', () => {
    const a = encrypt(key, '062145');
    expect(a).not.toBe(encrypt(key, '062145'));
    expect(decrypt(key, a)).toBe('062145');
    expect(decrypt(key, null)).toBe('');
  });

  it('refuses a tampered value and a wrong key', () => {
    const [iv, tag, data] = encrypt(key, '12345678').split('.');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0]! ^= 1;
    expect(() => decrypt(key, [iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => decrypt(crypto.randomBytes(32), encrypt(key, 'x'))).toThrow();
  });

  it('refuses a BANK_KEY that is not 32 bytes', () => {
    expect(() => bankKeyFor({ bankKey: Buffer.alloc(16).toString('base64'), dataDir: '/x' })).toThrow(/32 bytes/);
  });
});
