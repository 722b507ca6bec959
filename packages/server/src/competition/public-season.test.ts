import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { buildSeason, staffCalls } from './season-test-kit';

// The public pages open on the season being played (decision 269, issue 40): publishing next season's fixture (not
// active, starting later) leaves /api/draw/seasons' first season, the one the draw and standings open on, where it
// was; the preview, the publish and the staff fixtures page say where visitors find the new games. The list follows
// a season switched on or off (the seasons scope) and the day its last day passes (the day is in the cache key).

let t: TestApp;
let token: string;
let clock = new Date();
let nextId: number;
let playedId: number;
let division: number;
const { post, data } = staffCalls(
  () => t,
  () => token,
);
const firstPublic = async () =>
  ((await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data as { season_id: number }[])[0]!.season_id;
const next = { name: 'Summer 2030', starts_on: '2030-02-02', ends_on: '2030-06-29', active: false, archived: false };
const body = () => ({ division_ids: [division], legs: 1, from_round: 1 });

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  token = await t.asMember('compofficer01');
  playedId = await firstPublic();
  const made = await buildSeason(data, next, [
    { name: 'Saturday Six', teams: ['A', 'B', 'C', 'D', 'E', 'F'].join('\n') },
    { name: 'Empty One' },
    { name: 'Empty Two' },
  ]);
  nextId = made.seasonId;
  division = made.division['Saturday Six']!;
  await data(`/api/staff/seasons/${nextId}/exceptions`, {
    from: '2030-02-16',
    to: '',
    reason: 'Long weekend',
    division_id: '',
  });
});
afterAll(async () => {
  await t.close();
});

describe('the preview of a fixture (issue 40 item 8)', () => {
  it('names every division without two teams, not only the first', async () => {
    const ids = (await data(`/api/staff/seasons/${nextId}`)).divisions.map((d: { id: number }) => d.id);
    const r = await post(`/api/staff/seasons/${nextId}/fixtures/preview`, { ...body(), division_ids: ids });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.division_ids).toBe(
      'Empty One and Empty Two need at least two teams: untick them or add teams.',
    );
  });

  it('lists the playing days it skipped, with why', async () => {
    const preview = await data(`/api/staff/seasons/${nextId}/fixtures/preview`, body());
    expect(preview.divisions[0].skipped).toEqual([{ date: '2030-02-16', reason: 'Long weekend' }]);
    expect(preview.divisions[0].rounds.map((r: { date: string }) => r.date)).toEqual([
      '2030-02-02',
      '2030-02-09',
      '2030-02-23',
      '2030-03-02',
      '2030-03-09',
    ]);
  });
});

describe('publishing next season (decision 269)', () => {
  it('says in the preview and once published where visitors find the games, and the public pages still open on the season being played', async () => {
    const played = (await data(`/api/staff/seasons/${playedId}`)).season.name as string;
    const note = `Visitors see these games on the public draw and standings when they choose Summer 2030 under Season; both open on ${played}, the season being played, until Summer 2030 is switched on (Active) and ${played} ends (its last day passes or it is switched off).`;
    const preview = await data(`/api/staff/seasons/${nextId}/fixtures/preview`, body());
    expect(preview.public_note).toBe(note);
    const done = await data(`/api/staff/seasons/${nextId}/fixtures/publish`, {
      ...body(),
      fingerprint: preview.fingerprint,
    });
    expect(done).toEqual({ message: `Fixture published: 15 games in 1 division. ${note}`, games: 15 });
    expect(await firstPublic()).toBe(playedId);
  });

  it('shows the published fixture to staff, round by round', async () => {
    const published = await data(`/api/staff/seasons/${nextId}/fixtures`);
    expect(published.divisions).toHaveLength(1);
    expect(published.divisions[0]).toMatchObject({ id: division, name: 'Saturday Six', teams: 6 });
    expect(
      published.divisions[0].rounds.map((r: { date: string; games: unknown[] }) => [r.date, r.games.length]),
    ).toEqual([
      ['2030-02-02', 3],
      ['2030-02-09', 3],
      ['2030-02-23', 3],
      ['2030-03-02', 3],
      ['2030-03-09', 3],
    ]);
    expect(published.public_note).toMatch(
      /^Visitors see these games on the public draw and standings when they choose Summer 2030 under Season/,
    );
    expect((await t.request({ method: 'GET', url: '/api/staff/seasons/999999/fixtures', token })).statusCode).toBe(404);
  });

  it('moves the public on once next season is switched on and the played one has ended, on the day it ends', async () => {
    await data(`/api/staff/seasons/${nextId}`, { ...next, active: true });
    expect(await firstPublic()).toBe(playedId); // the played season is still under way (no last day)
    const played = (await data(`/api/staff/seasons/${playedId}`)).season;
    const today = todayIn(t.config.site.timeZone, clock);
    await data(`/api/staff/seasons/${playedId}`, {
      name: played.name,
      starts_on: played.starts_on,
      ends_on: today,
      active: true,
      archived: false,
    });
    expect(await firstPublic()).toBe(playedId); // its last day is still its own
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(addDaysIso(today, 2)).toBe(todayIn(t.config.site.timeZone, clock));
    expect(await firstPublic()).toBe(nextId);
    token = await t.asMember('compofficer01'); // two days on, the back-office session has lapsed
    const published = await data(`/api/staff/seasons/${nextId}/fixtures`);
    expect(published.public_note).toBe(
      'The public draw and standings open on Summer 2030: every visitor sees these games at once.',
    );
  });

  it('keeps the public on the season last played while the next is switched off', async () => {
    await data(`/api/staff/seasons/${nextId}`, { ...next, active: false });
    expect(await firstPublic()).toBe(playedId);
  });
});
