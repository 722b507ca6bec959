import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  mayDo,
  NOT_FOR_ADMINISTRATOR,
  PERMISSIONS,
  STAFF_ROLES,
  type StaffAction,
  type StaffRole,
} from './permissions';

// Every action of the permission table under every role (decisions 160, 276): A administrator, C competition officer,
// R referee coordinator, F finance officer, V venue manager. A new line in permissions.ts needs its row here.
const LETTER: Record<StaffRole, string> = {
  administrator: 'A',
  competition_officer: 'C',
  referee_coordinator: 'R',
  finance_officer: 'F',
  venue_manager: 'V',
};
const TABLE: [StaffAction, string][] = [
  ['staff.home', 'ACRFV'],
  ['staff.roles.read', 'A'],
  ['staff.roles.grant', 'A'],
  ['staff.audit.read', 'A'],
  ['mail.read', 'A'],
  ['members.read', 'ACRFV'],
  ['members.correct', 'AF'],
  ['members.flags', 'A'],
  ['members.membership', 'AF'],
  ['members.reset_link', 'AF'],
  ['members.deactivate', 'A'],
  ['members.bank.reveal', 'F'],
  ['members.merge', 'A'],
  ['members.export', 'A'],
  ['members.import', 'A'],
  ['family.write', 'A'],
  ['competition.setup', 'AC'],
  ['competition.fixtures', 'AC'],
  ['competition.entries.read', 'AC'],
  ['competition.entries.decide', 'AC'],
  ['competition.results.read', 'AC'],
  ['competition.results.write', 'AC'],
  ['competition.ladder_rules.read', 'AC'],
  ['competition.ladder_rules.write', 'AC'],
  ['competition.games', 'AC'],
  ['competition.finals', 'AC'],
  ['competition.live', 'AC'],
  ['rosters.referee.read', 'AR'],
  ['rosters.referee.assign', 'AR'],
  ['rosters.referee.publish', 'AR'],
  ['rosters.events.read', 'AR'],
  ['rosters.events.write', 'AR'],
  ['noticeboard.read', 'AR'],
  ['noticeboard.write', 'AR'],
  ['officials.pay.read', 'AF'],
  ['officials.pay.rates', 'AF'],
  ['officials.pay.run', 'AF'],
  ['officials.pay.export', 'F'],
  ['invoices.read', 'AF'],
  ['invoices.write', 'AF'],
  ['payments.refund', 'AF'],
  ['payments.desk', 'AF'],
  ['reports.read', 'AF'],
  ['store.read', 'AF'],
  ['store.write', 'AF'],
  ['coupons.read', 'AF'],
  ['coupons.write', 'AF'],
  ['bookings.read', 'AV'],
  ['bookings.cancel', 'AV'],
  ['bookings.block', 'AV'],
  ['venues.read', 'AV'],
  ['venues.write', 'AV'],
  ['teams.invitations.read', 'AC'],
  ['messaging.settings', 'A'],
  ['security.second-factor', 'A'],
  ['safeguarding.read', 'ACR'], // Working With Children Checks: who coaches and referees children (decision 317)
  ['safeguarding.verify', 'A'],
  ['safeguarding.settings', 'A'],
  ['registrations.opening', 'A'],
  ['security.log.read', 'A'],
  ['privacy.corrections', 'A'], // requests to correct a person's data (decision 323)
  ['privacy.deletions', 'A'], // requests to close an account or delete a child's data: confirm de-identifies (decision 324)
  ['messages.read', 'ACRFV'],
  ['messages.send', 'ACRFV'],
];

describe('the staff permission table (decision 160)', () => {
  it.each(TABLE)('%s: only %s', (action, allowed) => {
    for (const role of STAFF_ROLES) expect(mayDo([role], action), role).toBe(allowed.includes(LETTER[role]));
  });

  it('names every action of the table, and no other', () => {
    expect(TABLE.map(([a]) => a).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('an administrator holds every action but those kept from them, which stay with someone (decision 276)', () => {
    const withheld: readonly StaffAction[] = NOT_FOR_ADMINISTRATOR;
    expect(actionsOf(['administrator'])).toEqual(
      (Object.keys(PERMISSIONS) as StaffAction[]).filter((a) => !withheld.includes(a)),
    );
    for (const a of NOT_FOR_ADMINISTRATOR)
      expect(
        STAFF_ROLES.some((r) => mayDo([r], a)),
        a,
      ).toBe(true);
  });

  it('a member without roles may do nothing, and an unknown role counts for nothing', () => {
    for (const action of Object.keys(PERMISSIONS) as StaffAction[]) {
      expect(mayDo([], action)).toBe(false);
      expect(mayDo(['is_man', 'superuser'], action)).toBe(false);
    }
  });

  it('several roles add up', () => {
    expect(actionsOf(['competition_officer', 'finance_officer'])).toEqual(
      expect.arrayContaining(['members.correct', 'members.bank.reveal', 'staff.home']),
    );
    expect(actionsOf(['competition_officer'])).not.toContain('members.correct');
  });
});
