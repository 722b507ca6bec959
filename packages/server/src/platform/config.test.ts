import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seed: 'demo',
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      publicUrlGuessed: false,
    });
    expect(c.site).toMatchObject({
      timeZone: 'Australia/Sydney',
      minPasswordLength: 6,
      taxRate: 0.1,
      paymentForm: 2,
      statsEnabled: true,
    });
  });
  // docs/decisions/341: one process per core on PostgreSQL; the embedded PGlite is one process's own.
  const PG = 'postgres://db/portal';
  it.each([
    ['PGlite, unset', {}, 1],
    ['PGlite, WORKERS=1', { WORKERS: '1' }, 1],
    ['PostgreSQL, unset: the cores', { DATABASE_URL: PG }, os.availableParallelism()],
    ['PostgreSQL, WORKERS=1', { DATABASE_URL: PG, WORKERS: '1' }, 1],
    ['PostgreSQL, WORKERS=6', { DATABASE_URL: PG, WORKERS: '6' }, 6],
  ])('WORKERS on %s', (_name, env, workers) => {
    expect(loadConfig(env).workers).toBe(workers);
  });
  it.each([
    ['more than one on PGlite', { WORKERS: '2' }, /WORKERS=2 needs DATABASE_URL/],
    ['none', { DATABASE_URL: PG, WORKERS: '0' }, /WORKERS/],
    ['a word', { DATABASE_URL: PG, WORKERS: 'many' }, /WORKERS/],
  ])('refuses WORKERS: %s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never puts a wildcard bind address in mail links', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:8080',
      publicUrlGuessed: true,
    });
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://portal.example.org/' })).toMatchObject({
      publicUrl: 'https://portal.example.org',
      publicUrlGuessed: false,
    });
  });
  it('reads switches and limits from the environment', () => {
    const c = loadConfig({ TRUST_PROXY: 'true', STATS_ENABLED: '0', MIN_PASSWORD_LENGTH: '10', PAYMENT_FORM: '1' });
    expect(c.trustProxy).toBe(true);
    expect(c.site).toMatchObject({ statsEnabled: false, minPasswordLength: 10, paymentForm: 1 });
  });
  it('gives the top bar a short name: the set one, the demo initials, else the association name (decision 118)', () => {
    expect(loadConfig({}).site.associationShortName).toBe('HKBNA');
    expect(loadConfig({ ASSOCIATION_NAME: 'Northern Suburbs Netball' }).site.associationShortName).toBe(
      'Northern Suburbs Netball',
    );
    expect(
      loadConfig({ ASSOCIATION_NAME: 'Northern Suburbs Netball', ASSOCIATION_SHORT_NAME: ' NSN ' }).site
        .associationShortName,
    ).toBe('NSN');
  });
  it('refuses settings out of range instead of starting with nonsense', () => {
    expect(() => loadConfig({ MIN_PASSWORD_LENGTH: '3' })).toThrow();
    expect(() => loadConfig({ SEED: 'everything' })).toThrow();
  });
});
