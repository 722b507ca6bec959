import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { buildTestApp, type TestApp } from '../../test/harness';
import { MEMBER01_FORM, multipart } from '../profile/profile-test-kit';
import { allEndpoints, fingerprint, placesOf, setAt, type TextLeaf } from './hostile-input-kit';

// Every place of every JSON body (any depth, list items too) gets null, a number, a text, a boolean, a list of mixed
// items and an object, and every form part an empty file: never a 5xx, a 422 names its fields, and nothing is written
// (a rule of a schema that ran on a null row once answered 500). A shape that happens to be valid may answer 200.

const SHAPES: unknown[] = [null, 7, 'x', true, [null, 1, 'a'], {}];
const ROOTS: unknown[] = [null, 7, 'x', [null], []];

let t: TestApp;
let token: string;
let staffToken: string;
let endpoints: [string, EndpointDef][];
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.asMember('member01');
  staffToken = await t.asMember('admin01');
  endpoints = [...(await allEndpoints())].filter(
    ([, e]) => e.body && t.app.hasRoute({ method: e.method, url: e.path }),
  );
});
afterAll(async () => {
  await t.close();
});

// Staff calls name a record no one has: a shape that happens to be valid ('x' is a reason) must not deactivate member 1.
const idOf = (e: EndpointDef) => (e.auth === 'staff' ? '999999' : '1');
const urlOf = (e: EndpointDef) =>
  fillPath(e.path, Object.fromEntries([...e.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, idOf(e)])));
const post = (e: EndpointDef, payload: unknown) =>
  t.request({
    method: e.method,
    url: urlOf(e),
    token: e.auth === 'staff' ? staffToken : token,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
  });

function bodyWith(leaf: TextLeaf, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const need of leaf.needs) setAt(body, need.at, need.value);
  setAt(body, leaf.at, value);
  return body;
}

describe('null, wrong types and empty files everywhere a body reads', () => {
  it('answers 4xx with field errors, never 5xx, and writes nothing', async () => {
    // Requests counted against an address's limits (recovery, sign-in) are written even when refused (decision 042).
    const before = await fingerprint(t.database.db, ['rate_events']);
    const mails = t.outbox.length;
    const problems: string[] = [];
    const accepted = new Set<string>();
    let sent = 0;
    const check = async (name: string, what: string, res: Awaited<ReturnType<typeof post>>) => {
      sent += 1;
      const body = res.json() as { errors?: object };
      if (res.statusCode < 400) accepted.add(name);
      else if (res.statusCode >= 500 || (res.statusCode === 422 && !Object.keys(body.errors ?? {}).length)) {
        problems.push(`${name} ${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    };
    const shapes = async (list: [string, EndpointDef][]) => {
      for (const [name, e] of list.filter(([, e]) => !e.multipart)) {
        for (const root of ROOTS) await check(name, `body ${JSON.stringify(root)}`, await post(e, root));
        for (const leaf of placesOf(e.body!)) {
          for (const value of SHAPES)
            await check(name, `${leaf.at.join('.')} = ${JSON.stringify(value)}`, await post(e, bodyWith(leaf, value)));
        }
      }
      for (const [name, e] of list.filter(([, e]) => e.multipart)) {
        for (const leaf of placesOf(e.body!).filter((l) => l.at.length === 1)) {
          const form = multipart({ ...MEMBER01_FORM });
          form.delete(leaf.at[0]!);
          form.append(leaf.at[0]!, new Blob([]), 'empty.jpg');
          await check(
            name,
            `${leaf.at[0]} an empty file`,
            await t.request({ method: e.method, url: urlOf(e), token, payload: form }),
          );
        }
      }
    };
    await shapes(endpoints.filter(([, e]) => e.auth !== 'staff'));
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The only shapes a member or anonymous call accepts here are reads of a link (a reset link, an invitation):
    // nothing may be written.
    expect([...accepted].sort()).toEqual([
      'POST /api/member/family/invitation/check',
      'POST /api/member/password/reset/check',
      'POST /api/member/teams/invitation',
    ]);
    expect(await fingerprint(t.database.db, ['rate_events'])).toBe(before);
    expect(t.outbox.length).toBe(mails);
    // Staff calls last: a shape that happens to be valid ('x' names a grade) is a staff write like any other, made
    // by someone allowed to; what must hold is no 5xx and field errors on every refusal.
    await shapes(endpoints.filter(([, e]) => e.auth === 'staff'));
    expect(problems).toEqual([]);
    // the administrator gets past nearly every staff gate (decision 276), so each shape reaches its parser: about
    // 80 s under load on PostgreSQL, over vitest's default
  }, 300_000);
});
