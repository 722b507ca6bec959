import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { Db } from './db';
import { addReadyCheck } from './readiness';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers 200 once the database is ready', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it("sends an API answer's security headers: nothing of its own runs or is framed, never sniffed", async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

// A load balancer's two questions (docs/decisions/342): alive never asks the database, ready does and says why not.
describe('GET /api/health/live and /api/health/ready', () => {
  /** The test database, but every `execute` fails as a database that went away does. */
  const broken = () =>
    new Proxy(t.database.db, {
      get: (target, key, receiver) =>
        key === 'execute' ? () => Promise.reject(new Error('connection refused')) : Reflect.get(target, key, receiver),
    }) as Db;
  const appOn = async (db: Db) => {
    const app = await buildApp({ config: t.config, db, logger: false });
    await app.ready();
    return app;
  };

  it.each([
    ['a working database', false, 200, { status: 'alive' }, 200, { status: 'ready' }],
    ['a database that fails', true, 200, { status: 'alive' }, 503, { status: 'not_ready', reason: 'database' }],
  ])('with %s', async (_name, fails, liveCode, liveBody, readyCode, readyBody) => {
    const app = await appOn(fails ? broken() : t.database.db);
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([liveCode, liveBody]);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([readyCode, readyBody]);
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it("answers 503 with a load check's reason while the check refuses, and ready again a second after it allows", async () => {
    const app = await appOn(t.database.db);
    let busy: string | null = 'overloaded';
    addReadyCheck(app, () => busy);
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    // the answer is made during this first ask and kept a second from then: timed from before it, not after
    const start = Date.now();
    expect((await ready()).json()).toEqual({ status: 'not_ready', reason: 'overloaded' });
    busy = null;
    while ((await ready()).statusCode !== 200) expect(Date.now() - start).toBeLessThan(5000);
    expect(Date.now() - start).toBeGreaterThanOrEqual(900);
    await app.close();
  });
});

describe('GET /api/docs', () => {
  it('describes the API calls from the contract schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/member/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(doc.paths['/api/member/user'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('GET /api/settings', () => {
  it('gives the public site settings with defaults', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings' });
    expect(res.json().data).toMatchObject({ timeZone: 'Australia/Sydney', minPasswordLength: 6, taxRate: 0.1 });
  });
});

describe('errors', () => {
  it('a failure inside a handler answers 500 with the spec text and a request id, never internals', async () => {
    const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'server_error', message: 'Techinal Issue, Please try again later' });
    expect(res.json().requestId).toBeTruthy();
    expect(res.body).not.toContain('secret internal detail');
    await app.close();
  });
  it('a member call without a token answers 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
  });
  it('a forged or expired token answers 401', async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/user', token: 'Bearer not-a-real-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe('token expiry', () => {
  it('a 1-day token stops working after a day; a Remember Me token keeps working', async () => {
    let now = new Date('2026-11-21T09:00:00Z');
    const clocked = await buildTestApp({}, { now: () => now });
    const login = async (remember: boolean) => {
      const res = await clocked.request({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: 'member01', password: 'Portal2026', remember },
      });
      return `Bearer ${JSON.parse(res.json().data.success).access_token}`;
    };
    const day = await login(false);
    const year = await login(true);
    now = new Date('2026-11-22T09:00:01Z');
    expect((await clocked.request({ method: 'GET', url: '/api/member/user', token: day })).statusCode).toBe(401);
    expect((await clocked.request({ method: 'GET', url: '/api/member/user', token: year })).statusCode).toBe(200);
    now = new Date('2027-11-21T09:00:01Z');
    expect((await clocked.request({ method: 'GET', url: '/api/member/user', token: year })).statusCode).toBe(401);
    await clocked.close();
  }, 120_000); // its own clock seeds a database of its own (the harness's template is per clock): slow on a busy machine
});

describe('the built web app', () => {
  it('serves assets pre-compressed, answers missing assets 404 and any other page with index.html', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const dist = fs.mkdtempSync(path.join(t.config.dataDir, '..', 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([{ path: '/member/account', files: ['/assets/dashboard-1.js'] }]),
    );
    const js = 'export const x = 1;'.repeat(200);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(js));
    const app = await buildApp({ config: { ...t.config, webDist: dist }, db: t.database.db, logger: false });
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(js);
    expect((await app.inject({ method: 'GET', url: '/assets/app-gone.js' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/member/account' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('id="root"');
    // the route's own chunks, and the settings the first paint needs (decision 122)
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    expect(page.body).toContain(`"associationName":${JSON.stringify(t.config.site.associationName)}`);
    // A HEAD of a page answers as its GET would, without the body (uptime probes, link checkers).
    const head = await app.inject({ method: 'HEAD', url: '/draw/1/1' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
