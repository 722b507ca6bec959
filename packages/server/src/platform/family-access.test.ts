import { and, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { FamilyAccessMessages as M } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { allEndpoints, fingerprint } from './hostile-input-kit';
import { members } from './members.tables';
import { multipart } from '../profile/profile-test-kit';

// docs/decisions/245: every member call of the OpenAPI description is tried acting for a person through X-Act-For,
// so a member call added later is covered at once. parent01 may act for Poppy (her family); parent02 (another family)
// and junior01 (a child for her guardian) never may, whatever the call, and nothing is written; a call about the
// signed-in login itself (actFor: false) refuses the header even for one's own child.

const PARAM_VALUES = ['1', 'basketball', 'type', 'a.jpg', 'a'.repeat(43)];
interface Call {
  name: string;
  url: string;
  e: EndpointDef;
}

let t: TestApp;
let calls: Call[];
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const records = await allEndpoints();
  const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: object[] }>>;
  };
  calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.length)
      .map(([method, _op]) => {
        const name = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const e = records.get(name);
        if (!e) throw new Error(`${name}: an OpenAPI call without an endpoint record`);
        return { name, url: fillPath(e.path, validParams(e)), e };
      })
      .filter((c) => c.e.auth === 'member'),
  );
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(inArray(members.username, ['parent01']), and(isNull(members.username), inArray(members.firstname, ['Poppy']))),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  for (const who of ['parent01', 'parent02', 'junior01']) tokens[who] = await t.asMember(who);
});
afterAll(async () => {
  await t.close();
});

/** Path parameters the record's schema accepts, so the call gets past its parameters where it lets anyone. */
function validParams(e: EndpointDef): Record<string, string> {
  const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((n) => [n, PARAM_VALUES.find((v) => e.params?.shape[n]?.safeParse(v).success) ?? '1']),
  );
}

function send(c: Call, token: string | undefined, actFor: number) {
  const headers: Record<string, string> = {
    'x-act-for': String(actFor),
    accept: 'application/json',
    'idempotency-key': crypto.randomUUID(),
  };
  const payload = c.e.method === 'GET' ? undefined : c.e.multipart ? multipart({}) : {};
  return t.request({ method: c.e.method, url: c.url, token, payload, headers });
}

const isSelfOnly = (c: Call) => c.e.actFor === false;

describe('every member call, acting for a person through X-Act-For', () => {
  it('finds the member calls of every area, and the calls about the login itself', () => {
    expect(calls.length).toBeGreaterThan(45);
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'POST /api/member/teams/save',
        'POST /api/ecommerce/store/payshopping',
        'GET /api/member/user',
      ]),
    );
    expect(calls.filter(isSelfOnly).map((c) => c.name)).toContain('POST /api/member/logout');
  });

  it.each([
    ["parent02 for another family's child (Poppy)", 'parent02', () => ids.Poppy!],
    ['junior01 (a child) for her guardian (parent01)', 'junior01', () => ids.Paula!],
  ])("%s: 403 on every call, no one's data, nothing written", async (_name, who, target) => {
    const before = await fingerprint(t.database.db);
    const mails = t.outbox.length;
    const leaks: string[] = [];
    for (const c of calls) {
      const res = await send(c, tokens[who], target());
      const expected = isSelfOnly(c) ? M.selfOnly : M.notYourFamily;
      if (res.statusCode !== 403 || res.json().message !== expected || /Poppy|Paula/.test(res.body))
        leaks.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(leaks).toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
    expect(t.outbox.length).toBe(mails);
  });

  it('anonymous with the header: 401 on every call, nothing written', async () => {
    const before = await fingerprint(t.database.db);
    const wrong: string[] = [];
    for (const c of calls) {
      const res = await send(c, undefined, ids.Poppy!);
      if (res.statusCode !== 401) wrong.push(`${c.name}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.database.db)).toBe(before);
  });

  it("parent01 for her own child (Poppy): never refused as another family's, never a 5xx; a call about the login itself refuses the header", async () => {
    const wrong: string[] = [];
    const answered: string[] = [];
    for (const c of calls) {
      const res = await send(c, tokens.parent01, ids.Poppy!);
      if (res.statusCode < 300) answered.push(c.name);
      if (c.name === 'GET /api/member/user') expect(res.json().data.firstname).toBe('Poppy');
      const error =
        res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')
          ? (res.json() as { error?: string }).error
          : undefined;
      if (
        isSelfOnly(c)
          ? res.statusCode !== 403 || error !== 'self_only'
          : error === 'not_your_family' || error === 'self_only' || res.statusCode === 401 || res.statusCode >= 500
      ) {
        wrong.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    // the reads that need no input answered, for Poppy (a refusal of every call would pass the loop above)
    expect(answered.length).toBeGreaterThan(10);
  });
});
