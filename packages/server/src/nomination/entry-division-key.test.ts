import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';
import { teamMembers, teams } from '../platform/league.tables';
import { nominationKit } from './nomination-test-kit';
import { teamEntries } from './nomination.tables';

// A player placed in another team of the division while the entry's card is charged (after every check, before the
// team is made): the database's (division, member) key refuses the new team's roster, the charge is refunded and the
// place given back (docs/decisions/143-one-team-per-division-in-the-database.md).

let t: TestApp;
const k = nominationKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST payteamnom when a player joins another team of the division during the charge', () => {
  it("refunds the charge with the player check's sentence, makes no team and gives the place back", async () => {
    const d = await k.division('Mixed Social');
    const body = await k.body('Mixed Social');
    body.team.teamname = 'Late Clash';
    const [other] = await t.database.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.divisionId, d.division))
      .limit(1);
    const player = Number(body.players[0]!.mid);
    const places = await k.places(d.division);
    // the manager of another team adds the player once the card is authorised: after the checks, before the confirm
    const gateway = t.app.platform.gateway;
    const capture = gateway.capture.bind(gateway);
    gateway.capture = async (id) => {
      await t.database.db
        .insert(teamMembers)
        .values({ teamId: other!.id, divisionId: d.division, memberId: player, role: 'player' });
      return capture(id);
    };
    const res = await k.pay(body).finally(() => {
      gateway.capture = capture;
    });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This player is already in a team of this division\. /);
    expect((await sandboxCharges(t.database.db)).at(-1)!.status).toBe('refunded');
    expect(
      await t.database.db
        .select()
        .from(teams)
        .where(and(eq(teams.divisionId, d.division), eq(teams.name, 'Late Clash'))),
    ).toEqual([]);
    expect(await t.database.db.select().from(teamEntries).where(ne(teamEntries.status, 'held'))).toEqual([]);
    expect(await k.places(d.division)).toBe(places);
  });
});
