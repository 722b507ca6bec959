import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonSetup } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { seasons } from '../platform/league.tables';

// The club a team plays for, set by the competition officer on the season page (issue 43: messages to all of a
// club's teams, decision 303): shown with the division's teams, audited with what changed, offered to compose.

let t: TestApp;
let comp: string;
let setup: SeasonSetup;
beforeAll(async () => {
  t = await buildTestApp();
  comp = await t.asMember('compofficer01');
  const [season] = await t.database.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.active, true));
  setup = (await t.request({ method: 'GET', url: `/api/staff/seasons/${season!.id}`, token: comp })).json().data;
}, 300_000);
afterAll(async () => {
  await t.close();
});

const save = (divisionId: number, teams: { id: number; club: string }[], token = comp) =>
  t.request({ method: 'POST', url: `/api/staff/divisions/${divisionId}/clubs`, token, payload: { teams } });

describe('POST /api/staff/divisions/:divisionId/clubs', () => {
  it("sets a division's teams' clubs, shows them on the season page, audits the change and offers the club to compose", async () => {
    const social = setup.divisions.find((d) => d.name === 'Mixed Social')!;
    expect(social.teams.every((x) => x.club === '')).toBe(true); // the demo's social teams have no club
    const [a, b] = social.teams;
    const res = await save(social.id, [
      { id: a!.id, club: 'Berowra Social Club' },
      { id: b!.id, club: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(M.clubsSaved('Mixed Social'));
    const again = (await t.request({ method: 'GET', url: `/api/staff/seasons/${setup.season.id}`, token: comp })).json()
      .data as SeasonSetup;
    expect(again.divisions.find((d) => d.id === social.id)!.teams[0]!.club).toBe('Berowra Social Club');
    const audit = (await t.database.db.execute(
      sql`select before, after from audit_log where action = 'competition.teams.clubs'`,
    )) as unknown as { rows: { before: unknown; after: unknown }[] };
    expect(audit.rows).toEqual([{ before: { [a!.name]: '' }, after: { [a!.name]: 'Berowra Social Club' } }]);
    const options = (await t.request({ method: 'GET', url: '/api/staff/messages/options', token: comp })).json().data;
    expect(options.clubs).toContain('Berowra Social Club');
  });

  it('refuses a team of another division (field error, nothing written) and a role without season setup', async () => {
    const [one, two] = setup.divisions;
    const res = await save(one!.id, [{ id: two!.teams[0]!.id, club: 'Elsewhere' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ teams: M.notTeamOfDivision });
    const venue = await t.asMember('venue01');
    expect((await save(one!.id, [{ id: one!.teams[0]!.id, club: 'X' }], venue)).statusCode).toBe(403);
    const clubs = (await t.database.db.execute(
      sql`select count(*)::int as n from teams where club in ('Elsewhere', 'X')`,
    )) as unknown as { rows: { n: number }[] };
    expect(clubs.rows[0]!.n).toBe(0);
  });
});
