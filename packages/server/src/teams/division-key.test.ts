import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../platform/errors';
import { DIVISION_PLAYER_KEY, divisions, teamMembers, teams } from '../platform/league.tables';
import { members } from '../platform/members.tables';
import { entry, FREE_AGENTS, teamsKit, type TeamsKit } from './teams-test-kit';

// A member plays in at most one team of a division, refused by the database as well as by the player check
// (docs/decisions/143-one-team-per-division-in-the-database.md).

let k: TeamsKit;
let hawks: { id: number; divisionId: number };
let rival: number;

beforeAll(async () => {
  k = await teamsKit();
  const team = await k.hawks();
  hawks = { id: team.t_id, divisionId: team.t_division_id };
  const [other] = await k.t.database.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.divisionId, hawks.divisionId), ne(teams.id, hawks.id)))
    .limit(1);
  rival = other!.id;
});
afterAll(async () => {
  await k.t.close();
});

const memberNamed = async (p: { firstname: string; lastname: string }) =>
  (
    await k.t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.firstname, p.firstname), eq(members.lastname, p.lastname)))
  )[0]!.id;
const playerRows = (memberId: number) =>
  k.t.database.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.divisionId, hawks.divisionId),
        eq(teamMembers.role, 'player'),
      ),
    );

describe('the (division, member) key of team_members', () => {
  it('refuses a player of one team as a player of another team of the division, and takes them as its coach', async () => {
    const db = k.t.database.db;
    const player = (await k.hawks()).t_players[0]!.mid;
    const err = await db
      .insert(teamMembers)
      .values({ teamId: rival, divisionId: hawks.divisionId, memberId: player, role: 'player' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(err, DIVISION_PLAYER_KEY)).toBe(true);
    await db
      .insert(teamMembers)
      .values({ teamId: rival, divisionId: hawks.divisionId, memberId: player, role: 'coach' });
    expect(await playerRows(player)).toEqual([{ teamId: hawks.id }]);
  });

  it("refuses a row whose division is not its team's, and moves the rows with a team that changes division", async () => {
    const db = k.t.database.db;
    const [elsewhere] = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(ne(divisions.id, hawks.divisionId))
      .limit(1);
    const agent = await memberNamed(FREE_AGENTS.standIn4);
    await expect(
      db.insert(teamMembers).values({ teamId: rival, divisionId: elsewhere!.id, memberId: agent, role: 'player' }),
    ).rejects.toThrow();
    await db
      .transaction(async (tx) => {
        await tx.update(teams).set({ divisionId: elsewhere!.id }).where(eq(teams.id, rival));
        const rows = await tx
          .selectDistinct({ divisionId: teamMembers.divisionId })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, rival));
        expect(rows).toEqual([{ divisionId: elsewhere!.id }]);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message === 'Rollback')) throw e;
      });
  });
});

describe('two managers add the same free agent to two teams of one division at once', () => {
  it("adds them to one team; the other manager gets the player check's sentence on the row, and nothing changes there", async () => {
    // member01 manages the rival team too, and both teams have room, so both adds are allowed
    await k.t.database.db.update(divisions).set({ maxPlayers: 30 }).where(eq(divisions.id, hawks.divisionId));
    const [member01] = await k.t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'member01'));
    await k.t.database.db
      .insert(teamMembers)
      .values({ teamId: rival, divisionId: hawks.divisionId, memberId: member01!.id, role: 'manager' });
    for (const agent of [FREE_AGENTS.found, FREE_AGENTS.standIn, FREE_AGENTS.standIn2]) {
      const add = (teamTid: number, caller: 'manager01' | 'member01') =>
        k.post('/api/member/teams/addteamplayers', { teamTid, players: [entry(agent)] }, caller);
      const answers = await Promise.all([add(hawks.id, 'manager01'), add(rival, 'member01')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((a) => a.statusCode === 422)!.json();
      expect(refused).toMatchObject({
        message: 'New members request not sent',
        errors: { 'players.0': 'This player is already in a team of this division.' },
      });
      expect(await playerRows(await memberNamed(agent))).toHaveLength(1);
    }
  });
});
