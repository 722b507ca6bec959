import { describe, expect, it } from 'vitest';
import type { CheckStatus, PendingPolicy } from './checks';
import {
  isJuniorDivision,
  isTeamTrustRole,
  mayAct,
  needsCheck,
  trustLabel,
  trustState,
  type TrustState,
} from './positions-of-trust';

const today = '2026-12-06';

describe('who is in a position of trust', () => {
  const roles: [string, boolean][] = [
    ['manager', true],
    ['admin', true],
    ['coach', true],
    ['assistant', true],
    ['player', false],
  ];
  it.each(roles)('team role %s: %s', (role, trusted) => expect(isTeamTrustRole(role)).toBe(trusted));

  const people: [string, string | null, boolean][] = [
    ['an adult', '1980-05-01', true],
    ['18 today', '2008-12-06', true],
    ['18 tomorrow', '2008-12-07', false],
    ['a 16-year-old assistant', '2010-03-03', false],
    ['date of birth unknown', null, true],
  ];
  it.each(people)('%s needs a check: %s', (_, dob, needs) => expect(needsCheck(dob, today)).toBe(needs));
});

describe('which games are junior', () => {
  const divisions: [string, number | null, boolean][] = [
    ['U14 Boys (13 or under)', 13, true],
    ['U18 (17 or under)', 17, true],
    ['U19 (18 or under): adults may play', 18, false],
    ["Men's A Grade (no band)", null, false],
  ];
  it.each(divisions)('%s', (_, maxAge, junior) => expect(isJuniorDivision({ maxAge })).toBe(junior));
});

describe('pending and blocked per policy', () => {
  const cases: [CheckStatus, boolean, TrustState, Record<PendingPolicy, boolean>][] = [
    ['verified', true, 'cleared', { warn: true, block: true }],
    ['not_provided', true, 'pending', { warn: true, block: false }],
    ['pending', true, 'pending', { warn: true, block: false }],
    ['expired', true, 'removed', { warn: false, block: false }],
    ['barred', true, 'removed', { warn: false, block: false }],
    ['cancelled', true, 'removed', { warn: false, block: false }],
    ['not_provided', false, 'cleared', { warn: true, block: true }],
  ];
  it.each(cases)('%s (needs a check: %s) is %s', (standing, needs, state, acts) => {
    expect(trustState(standing, needs)).toBe(state);
    expect(mayAct(state, 'warn')).toBe(acts.warn);
    expect(mayAct(state, 'block')).toBe(acts.block);
  });

  it('says so plainly, and never why a check is not valid', () => {
    expect(trustLabel('coach', 'pending')).toBe('Coach — waiting for a Working With Children Check');
    expect(trustLabel('referee', 'removed')).toBe(
      'Referee — removed until a valid Working With Children Check is verified',
    );
    expect(trustLabel('manager', 'cleared')).toBeNull();
  });
});
