import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { MEMBER01_FORM, multipart } from '../profile/profile-test-kit';
import { pageApp } from '../../test/page-app';
import { API_HEADERS, CODE_HEADERS, HSTS, PERMISSIONS_POLICY } from './headers';

let t: TestApp;
let proxied: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ trustProxy: true });
  token = await t.asMember('member01');
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

describe('security headers', () => {
  it("a page's headers on a page: helmet's, the Content-Security-Policy and a Permissions-Policy, the same each time", async () => {
    const first = (await t.request({ method: 'GET', url: '/api/docs/json' })).headers;
    expect(first['content-security-policy']).toContain("default-src 'self'");
    expect(first['x-frame-options']).toBe('SAMEORIGIN');
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['cross-origin-opener-policy']).toBe('same-origin');
    expect(first['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(first['x-powered-by']).toBeUndefined();
    const page = (await t.request({ method: 'GET', url: '/member/noticeboard', headers: { accept: 'text/html' } }))
      .headers;
    expect(page['content-security-policy']).toBe(first['content-security-policy']);
    expect(page['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it("an API answer's headers on every call, refused or not; a ready public JSON answer keeps only nosniff", async () => {
    for (const call of [
      { url: '/api/member/user', token },
      { url: '/api/member/user' },
      { url: '/api/does/not/exist' },
      { url: '/api/member/user/photo', token },
    ]) {
      const headers = (await t.request({ method: 'GET', ...call })).headers;
      for (const [name, value] of Object.entries(API_HEADERS)) expect(headers[name], `${call.url} ${name}`).toBe(value);
      expect(headers['permissions-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
    }
    const lean = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).headers;
    expect(lean['content-security-policy']).toBeUndefined();
    expect(lean['permissions-policy']).toBeUndefined();
    expect(lean['x-content-type-options']).toBe('nosniff');
  });

  it("the built code's files carry nosniff and the resource policy only; an SVG beside them is a page", async () => {
    const app = await pageApp(t, {
      'assets/page-Ab12.js': 'export {};',
      'assets/logo-Ab12.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    try {
      const code = await app.inject({ method: 'GET', url: '/assets/page-Ab12.js' });
      expect(code.statusCode).toBe(200);
      for (const [name, value] of Object.entries(CODE_HEADERS)) expect(code.headers[name]).toBe(value);
      expect(code.headers['content-security-policy']).toBeUndefined();
      expect(code.headers['permissions-policy']).toBeUndefined();
      expect(code.headers['x-frame-options']).toBeUndefined();
      const svg = await app.inject({ method: 'GET', url: '/assets/logo-Ab12.svg' });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await app.close();
    }
  });

  it('HSTS only over HTTPS: behind TRUST_PROXY with X-Forwarded-Proto https, never over plain HTTP', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await proxied.request({ method: 'GET', url: '/api/health', headers: https })).headers[
        'strict-transport-security'
      ],
    ).toBe(HSTS);
    expect(
      (await proxied.request({ method: 'GET', url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // Without TRUST_PROXY a client's X-Forwarded-Proto is not believed.
    expect(
      (await t.request({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('Cache-Control: no-store on answers with personal data or a token', () => {
  it.each([
    ['login', { method: 'POST', url: '/api/member/login', payload: { username: 'coach01', password: 'Portal2026' } }],
    [
      'a refused login',
      { method: 'POST', url: '/api/member/login', payload: { username: 'coach01', password: 'wrong' } },
    ],
    [
      'reset',
      {
        method: 'POST',
        url: '/api/member/password/reset',
        payload: { token: 'dead', username: 'coach01', password: 'Secret12', password_confirmation: 'Secret12' },
      },
    ],
    ['register', { method: 'POST', url: '/api/member/register', payload: {} }],
    ['a member call without a token', { method: 'GET', url: '/api/member/user' }],
  ])('%s', async (_name, call) => {
    expect((await t.request(call)).headers['cache-control']).toBe('no-store');
  });

  it('the profile, its update and the photo', async () => {
    expect((await t.request({ method: 'GET', url: '/api/member/user', token })).headers['cache-control']).toBe(
      'no-store',
    );
    const update = await t.request({
      method: 'POST',
      url: '/api/member/user',
      token,
      payload: multipart(MEMBER01_FORM),
    });
    expect(update.statusCode).toBe(200);
    expect(update.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/api/member/user/photo', token })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});
