import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionErrors } from '@portal/domain/competition/competition.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import type { FinalRow } from './finals.repo';
import * as league from './league.service';

// The database's floor under every clash check (docs/decisions/254): a league write that would leave two scheduled
// games on one court at overlapping times, as a write made between another's check and its commit would, is refused
// at the commit with one 409 and leaves nothing behind. Back-to-back games are allowed (the ranges are half-open).

let t: TestApp;
let divisionId: number;
let teams: number[];
beforeAll(async () => {
  t = await buildTestApp();
  const seasonId = (await t.request({ method: 'GET', url: '/api/draw/seasons' })).json().data[0].season_id;
  const divs = (await t.request({ method: 'GET', url: `/api/draw/seasons/${seasonId}/divisions` })).json().data as {
    division_id: number;
    division_name: string;
  }[];
  divisionId = divs.find((d) => d.division_name === 'U14 Boys')!.division_id;
  const rows = await t.database.db.execute(
    sql`select id from teams where division_id = ${divisionId} order by id limit 4`,
  );
  teams = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}, 300_000);
afterAll(async () => {
  await t.close();
});

const final = (slot: string, timeFrom: string, timeTo: string): FinalRow => ({
  slot,
  stage: 'semi_final',
  week: 1,
  teams: [teams[0]!, teams[1]!],
  date: '2027-05-01',
  timeFrom,
  timeTo,
  courtId: 1,
});
const write = (finals: FinalRow[]) =>
  league.writeLeague({ db: t.database.db }, (w) => league.generateFinals(w, divisionId, teams, finals));
const finalsWritten = async () => {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from games where division_id = ${divisionId} and date = '2027-05-01'`,
  );
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

describe('one court, one game at a time (games_court_no_overlap)', () => {
  it('refuses two scheduled games overlapping on one court with a 409 that wrote nothing', async () => {
    await expect(write([final('SF1', '10:00', '11:00'), final('SF2', '10:30', '11:30')])).rejects.toMatchObject({
      status: 409,
      message: CompetitionErrors.courtDoubleBooked,
    });
    expect(await finalsWritten()).toBe(0);
  });

  it('allows back-to-back games on one court', async () => {
    await expect(write([final('SF1', '10:00', '11:00'), final('SF2', '11:00', '12:00')])).resolves.toBe(true);
    expect(await finalsWritten()).toBe(2);
  });
});
