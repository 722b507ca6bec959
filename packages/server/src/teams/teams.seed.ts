import { and, eq, sql } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain/shared/time';
import { hashPassword } from '../accounts/accounts.service';
import { addTeamMembers, saveTeamDetail, writeLeagueIn } from '../competition/league.service';
import type { SeedCtx } from '../platform/seed';
import { memberSports, members } from '../platform/members.tables';
import { divisions, seasons, teamMembers, teams } from '../platform/league.tables';

// Demo data of the team screens (docs/decisions/075-attendance-and-expiry.md): every case of manager01's team is
// reachable. Members without a team for the player check (Toby Fraser is found; the two Sam Nguyens born the same
// day need an email; Riley Cooper can stand in for a game), a player who joined after the played rounds (0 %
// attendance), and a registration in the division's sport for every player of the active season, one expired.

/** Members with no team, by what the player check answers for them (e2e and API tests use them). */
export const FREE_AGENTS = {
  found: { firstname: 'Toby', lastname: 'Fraser', dob: '1997-08-21', email: 'toby.fraser@example.com.au' },
  twinA: { firstname: 'Sam', lastname: 'Nguyen', dob: '2000-02-02', email: 'sam.nguyen@example.com.au' },
  twinB: { firstname: 'Sam', lastname: 'Nguyen', dob: '2000-02-02', email: 'sam.nguyen.2000@example.com.au' },
  standIn: { firstname: 'Riley', lastname: 'Cooper', dob: '1999-11-11', email: 'riley.cooper@example.com.au' },
  standIn2: { firstname: 'Kai', lastname: 'Walsh', dob: '1998-05-30', email: 'kai.walsh@example.com.au' },
  standIn3: { firstname: 'Ned', lastname: 'Hughes', dob: '1996-12-04', email: 'ned.hughes@example.com.au' },
  standIn4: { firstname: 'Omar', lastname: 'Haddad', dob: '1995-07-19', email: 'omar.haddad@example.com.au' },
} as const;
const LATE_JOINER = { firstname: 'Dylan', lastname: 'Brooks', dob: '1995-03-09', email: 'dylan.brooks@example.com.au' };

export async function seedTeams({ tx, today, now }: SeedCtx): Promise<void> {
  const passwordHash = await hashPassword(`demo-free-agent-${now.getTime()}`);
  const people = [...Object.values(FREE_AGENTS), LATE_JOINER].map((p, i) => ({
    ...p,
    username: `freeagent${String(i + 1).padStart(2, '0')}`,
    passwordHash,
    prefname: p.firstname,
    gender: 'male',
    mobile: `04${String(20000000 + i * 7331).slice(-8)}`,
    address: `${10 + i} Peats Ferry Road`,
    suburb: 'HORNSBY',
    postcode: '2077',
    state: 'NSW',
    mainSport: 'basketball',
    agreedToTerms: true,
    agreedToPrivacy: true,
  }));
  const ids = (await tx.insert(members).values(people).returning({ id: members.id })).map((m) => m.id);
  const lateJoiner = ids.at(-1)!;

  const [manager] = await tx.select({ id: members.id }).from(members).where(eq(members.username, 'manager01'));
  const [hawks] = await tx
    .select({ id: teams.id, divisionId: teams.divisionId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .innerJoin(seasons, eq(seasons.id, divisions.seasonId))
    .where(
      and(
        eq(teamMembers.memberId, manager!.id),
        eq(teamMembers.role, 'manager'),
        eq(seasons.active, true),
        eq(seasons.archived, false),
      ),
    )
    .limit(1);
  await writeLeagueIn(tx, async (w) => {
    await saveTeamDetail(w, hawks!.id, { singletColour: '#1e3a8a', numberColour: '#ffffff' }, []);
    await addTeamMembers(w, [
      { teamId: hawks!.id, divisionId: hawks!.divisionId, memberId: lateJoiner, role: 'player', playingNumber: 44 },
    ]);
  });

  // every player of the active season is registered in the division's sport, expiring over the coming year (a
  // few already expired); the free agents too
  await tx.execute(sql`insert into ${memberSports} (member_id, sport, expiry_date, memb_renewal)
    select distinct tm.member_id, d.sport, ${today}::date + ((tm.member_id * 37) % 330 + 20)::int, false
    from ${teamMembers} tm join ${teams} t on t.id = tm.team_id join ${divisions} d on d.id = t.division_id
    join ${seasons} s on s.id = d.season_id
    where s.active and not s.archived and tm.role = 'player'
    on conflict (member_id, sport) do nothing`);
  await tx
    .insert(memberSports)
    .values(
      ids.slice(0, -1).map((memberId) => ({ memberId, sport: 'basketball', expiryDate: addDaysIso(today, 180) })),
    );
  // one Hawk's registration ran out last week: the team page shows it as expired
  const [first] = await tx
    .select({ memberId: teamMembers.memberId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, hawks!.id), eq(teamMembers.role, 'player')))
    .orderBy(teamMembers.id)
    .limit(1);
  await tx
    .update(memberSports)
    .set({ expiryDate: addDaysIso(today, -7) })
    .where(and(eq(memberSports.memberId, first!.memberId), eq(memberSports.sport, 'basketball')));
}
