import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeboardReply } from '@portal/domain/noticeboard/noticeboard.contract';
import { buildTestApp, type TestApp } from '../../test/harness';

// spec 002 §2 Noticeboard and §7 GET /member/noticeboard (managers, is_man), also at /api/member/noticeboard.

let t: TestApp;
let manager: string;
let member: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'noticeboard-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  t = await buildTestApp({ webDist });
  [manager, member] = await Promise.all([t.asMember('manager01'), t.asMember('member01')]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/member/noticeboard', () => {
  it('answers managers the rows grouped by section, with the columns of the spec', async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/noticeboard', token: manager });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as NoticeboardReply;
    expect(data.map((s) => s.section)).toEqual([
      'Players looking for a team',
      'Teams looking for players',
      'Coaches and referees available',
    ]);
    expect(data[0]!.rows.length).toBe(4);
    expect(Object.keys(data[0]!.rows[0]!).sort()).toEqual([
      'comment',
      'competition',
      'email',
      'firstname',
      'gender',
      'id',
      'surname',
    ]);
    expect(data[0]!.rows[0]).toMatchObject({
      firstname: 'Ava',
      surname: 'Nguyen',
      gender: 'Female',
      competition: "Women's Open",
    });
  });

  it('refuses member01 (403) and a visitor (401)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/member/noticeboard', token: member })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/member/noticeboard' })).statusCode).toBe(401);
  });
});

describe('GET /member/noticeboard (the spec path, no /api)', () => {
  it('answers JSON to a request with a bearer token or asking for JSON, the same as the /api path', async () => {
    const api = (await t.request({ method: 'GET', url: '/api/member/noticeboard', token: manager })).json();
    const res = await t.request({ method: 'GET', url: '/member/noticeboard', token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.json()).toEqual(api);
    expect((await t.request({ method: 'GET', url: '/member/noticeboard', token: member })).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'GET',
      url: '/member/noticeboard',
      headers: { accept: 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('unauthenticated');
  });

  it('answers the web page to a browser opening the address', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/member/noticeboard',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.request({ method: 'GET', url: '/member/noticeboard?x=1' })).headers['content-type']).toMatch(
      /^text\/html/,
    );
  });
});
