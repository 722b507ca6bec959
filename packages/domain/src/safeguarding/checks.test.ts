import { describe, expect, it } from 'vitest';
import { checkStanding, clearsForTrust, type CheckFacts, type CheckStatus } from './checks';

describe('checkStanding', () => {
  const today = '2026-12-06';
  const cases: [string, CheckFacts, CheckStatus][] = [
    ['no check', null, 'not_provided'],
    ['entered, not yet checked', { status: 'pending', expiresOn: '2030-01-01' }, 'pending'],
    ['verified, expires later', { status: 'verified', expiresOn: '2030-01-01' }, 'verified'],
    ['verified, expires today: still valid today', { status: 'verified', expiresOn: today }, 'verified'],
    ['verified, expired yesterday', { status: 'verified', expiresOn: '2026-12-05' }, 'expired'],
    ['verified, no expiry known', { status: 'verified', expiresOn: null }, 'verified'],
    ['barred stays barred', { status: 'barred', expiresOn: '2030-01-01' }, 'barred'],
  ];
  it.each(cases)('%s', (_, check, standing) => expect(checkStanding(check, today)).toBe(standing));

  it('only a verified check clears a person for a position of trust', () => {
    for (const [, check, standing] of cases)
      expect(clearsForTrust(checkStanding(check, today))).toBe(standing === 'verified');
  });
});
