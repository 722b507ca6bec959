import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { MEMBER01_FORM, multipart } from '../profile/profile-test-kit';
import { HSTS, PERMISSIONS_POLICY } from './headers';

let t: TestApp;
let proxied: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: true });
  token = await t.asMember('member01');
});
afterAll(async () => { await t.close(); await proxied.close(); });

describe('security headers', () => {
  it('every answer carries a Permissions-Policy', async () => {
    for (const url of ['/api/health', '/api/does/not/exist']) {
      expect((await t.request({ method: 'GET', url })).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it("helmet's page headers on every answer but the ready public JSON (skipRoute), the same on each request", async () => {
    const first = (await t.request({ method: 'GET', url: '/api/member/user', token })).headers;
    expect(first['content-security-policy']).toContain("default-src 'self'");
    expect(first['x-frame-options']).toBe('SAMEORIGIN');
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['cross-origin-opener-policy']).toBe('same-origin');
    expect(first['x-powered-by']).toBeUndefined();
    const again = (await t.request({ method: 'GET', url: '/api/does/not/exist' })).headers;
    expect(again['content-security-policy']).toBe(first['content-security-policy']);
    const lean = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).headers;
    expect(lean['content-security-policy']).toBeUndefined();
    expect(lean['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('HSTS only over HTTPS: behind TRUST_PROXY with X-Forwarded-Proto https, never over plain HTTP', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await proxied.request({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBe(HSTS);
    expect((await proxied.request({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    expect((await t.request({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control: no-store on answers with personal data or a token', () => {
  it.each([
    ['login', { method: 'POST', url: '/api/member/login', payload: { username: 'coach01', password: 'Portal2026' } }],
    ['a refused login', { method: 'POST', url: '/api/member/login', payload: { username: 'coach01', password: 'wrong' } }],
    ['reset', { method: 'POST', url: '/api/member/password/reset', payload: { token: 'dead', username: 'coach01', password: 'Secret12', password_confirmation: 'Secret12' } }],
    ['register', { method: 'POST', url: '/api/member/register', payload: {} }],
    ['a member call without a token', { method: 'GET', url: '/api/member/user' }],
  ])('%s', async (_name, call) => {
    expect((await t.request(call)).headers['cache-control']).toBe('no-store');
  });

  it('the profile, its update and the photo', async () => {
    expect((await t.request({ method: 'GET', url: '/api/member/user', token })).headers['cache-control']).toBe('no-store');
    const update = await t.request({ method: 'POST', url: '/api/member/user', token, payload: multipart(MEMBER01_FORM) });
    expect(update.statusCode).toBe(200);
    expect(update.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/api/member/user/photo', token })).headers['cache-control']).toBe('no-store');
  });
});
