import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as N from '@portal/domain/noticeboard/noticeboard.contract';
import * as C from '@portal/domain/rosters/rosters.contract';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// spec 002 §6: referee calls need is_ref, roster calls is_roster, the feed either; member01 has none of them. Every
// member call of the contract, with a valid payload, as member01 (403) and as a visitor (401).

let k: RostersKit;
beforeAll(async () => {
  k = await rostersKit();
});
afterAll(async () => {
  await k.t.close();
});

const BODIES: Record<string, unknown> = {
  [C.refereeRoster.path]: { season: 1, roster: ['2026-01-01', '2026-12-31'], type: 'referee' },
  [C.saveRefereeAvailability.path]: { season: 1, venue: 1, availability: {}, unavailability: [] },
  [C.eventRoster.path]: { event: 1, roster: '2026-01-01' },
};
const isEndpoint = (v: unknown): v is EndpointDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'auth' in v;
const calls = (Object.entries(C) as [string, unknown][]).filter(
  (e): e is [string, EndpointDef] => isEndpoint(e[1]) && e[1].auth === 'member',
);

describe('every roster call refuses member01 (403) and a visitor (401)', () => {
  it('covers all the member calls of the contract', () => expect(calls.length).toBe(13));
  for (const [name, call] of calls) {
    it(`${call.method} ${call.path} (${name})`, async () => {
      const url = fillPath(call.path, { season: 1, venue: 1, id: 1 });
      const payload = call.method === 'POST' ? BODIES[call.path] : undefined;
      const asMember = await k.t.request({ method: call.method, url, payload, token: k.as.member01 });
      expect(asMember.statusCode, asMember.body).toBe(403);
      const anonymous = await k.t.request({ method: call.method, url, payload });
      expect(anonymous.statusCode, anonymous.body).toBe(401);
    });
  }

  it('a referee is refused the event roster, an official the referee roster', async () => {
    expect((await k.get('/api/roster/events', k.as.referee01)).statusCode).toBe(403);
    expect((await k.get('/api/referee/seasons', k.as.official01)).statusCode).toBe(403);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every roster and noticeboard call at its spec path, the calendars as text/calendar', async () => {
    const doc = (await k.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const openapi = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const e of ([...Object.values(C), ...Object.values(N)] as unknown[]).filter(isEndpoint)) {
      expect(doc.paths[openapi(e.path)]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
    for (const path of [C.rosterFeed.path, C.refereeGameCalendar.path, C.eventRosterCalendar.path]) {
      expect(Object.keys(doc.paths[openapi(path)]!.get!.responses['200']!.content ?? {}), path).toEqual([
        'text/calendar',
      ]);
    }
  });
});
