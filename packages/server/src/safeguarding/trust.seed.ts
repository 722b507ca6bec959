import { and, eq, sql } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain/shared/time';
import type { SeedCtx } from '../platform/seed';
import { members } from '../platform/members.tables';
import { workingWithChildrenChecks as checks } from './safeguarding.tables';

// The demo's Working With Children Checks (issue 44, decision 320): every adult holding a position of trust today
// (a team's manager, team admin, coach or assistant coach, and every referee, who may be rostered to U14 Boys) has a
// check verified by admin01 on the NSW service, so the demo looks like an association that keeps its records. But
// for the story: coach01 (Carla Coach, the Hawks' coach) has none yet, so the Hawks' page shows her waiting and she
// enters hers on her profile (e2e safeguarding-checks); Omar Haddad, who has no team, has entered one that waits for
// staff (e2e safeguarding-trust: manager01 names him the Hawks' coach).

/** The demo's people without a verified check (e2e and API tests use them). */
export const STORY_CHECKS = {
  /** no check at all */
  none: 'coach01',
  /** a pending check: teams.seed's FREE_AGENTS.standIn4 */
  pending: { firstname: 'Omar', lastname: 'Haddad', dob: '1995-07-19' },
} as const;

export async function seedTrustChecks({ tx, today, now }: SeedCtx): Promise<void> {
  const [admin] = await tx.select({ id: members.id }).from(members).where(eq(members.username, 'admin01'));
  const checkedAt = new Date(now.getTime() - 30 * 86_400_000);
  const reverifyAt = new Date(checkedAt.getTime() + 90 * 86_400_000);
  const adultOn = addDaysIso(today, -18 * 366);
  // one statement: the adults in a team's position of trust (any current season) or on the referee roster
  await tx.execute(sql`insert into ${checks}
      (member_id, state, number, kind, expires_on, status, checked_at, checked_by, method, note, reverify_at)
    select m.id, 'NSW', 'WWC' || lpad((1000000 + m.id * 7919 % 8999999)::text, 7, '0') || 'V', 'volunteer',
      ${addDaysIso(today, 3 * 365)}::date + (m.id % 400), 'verified', ${checkedAt.toISOString()}::timestamptz, ${admin?.id ?? null}, 'manual',
      'Verified on the NSW Office of the Children''s Guardian''s online service', ${reverifyAt.toISOString()}::timestamptz
    from ${members} m
    where (m.dob is null or m.dob <= ${adultOn}::date)
      and m.username is distinct from ${STORY_CHECKS.none}
      and (m.id in (select tm.member_id from team_members tm where tm.role <> 'player')
        or m.id in (select ra.member_id from referee_access ra where ra.roster_type = 'referee'))
    on conflict (member_id) do nothing`);
  const omar = STORY_CHECKS.pending;
  const [pending] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.firstname, omar.firstname), eq(members.lastname, omar.lastname), eq(members.dob, omar.dob)));
  if (pending)
    await tx.insert(checks).values({
      memberId: pending.id,
      state: 'NSW',
      number: 'WWC2400100V',
      kind: 'volunteer',
      expiresOn: addDaysIso(today, 4 * 365),
      status: 'pending',
    });
}
