import { describe, expect, it } from 'vitest';
import { actionsOf, mayDo, PERMISSIONS, STAFF_ROLES, type StaffAction } from './permissions';

describe('the staff permission table (decision 160)', () => {
  it.each<[StaffAction, string[]]>([
    ['staff.home', [...STAFF_ROLES]],
    ['staff.roles.grant', ['administrator']],
    ['staff.audit.read', ['administrator']],
    ['members.read', [...STAFF_ROLES]],
    ['members.correct', ['administrator', 'finance_officer']],
    ['members.flags', ['administrator']],
    ['members.bank.reveal', ['finance_officer']],
    ['members.merge', ['administrator']],
    ['rosters.referee.publish', ['referee_coordinator']],
    ['rosters.events.write', ['referee_coordinator']],
    ['noticeboard.write', ['referee_coordinator']],
    ['officials.pay.export', ['finance_officer']],
    ['coupons.read', ['administrator', 'finance_officer']],
    ['coupons.write', ['finance_officer']],
    ['payments.desk', ['administrator', 'finance_officer']],
    ['teams.invitations.read', ['administrator', 'competition_officer']],
  ])('%s: only %j', (action, allowed) => {
    for (const role of STAFF_ROLES) expect(mayDo([role], action), role).toBe(allowed.includes(role));
  });

  it('a member without roles may do nothing, and an unknown role counts for nothing', () => {
    for (const action of Object.keys(PERMISSIONS) as StaffAction[]) {
      expect(mayDo([], action)).toBe(false);
      expect(mayDo(['is_man', 'superuser'], action)).toBe(false);
    }
  });

  it('several roles add up', () => {
    expect(actionsOf(['competition_officer', 'finance_officer'])).toEqual(expect.arrayContaining(['members.correct', 'members.bank.reveal', 'staff.home']));
    expect(actionsOf(['competition_officer'])).not.toContain('members.correct');
  });
});
