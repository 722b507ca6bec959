import { describe, expect, it } from 'vitest';
import { signInVerdict, type SignInFailures } from './accounts.rules';

const limits = { perUser: 5, perAddress: 30, slowdownMaxSeconds: 10 };
const none: SignInFailures = { byUserAtAddress: 0, byAddress: 0, byUser: 0, byDevice: 0 };

describe('signInVerdict (docs/decisions/042-sign-in-limits.md)', () => {
  it.each<[string, Partial<SignInFailures>, boolean, ReturnType<typeof signInVerdict>]>([
    ['no failures', {}, false, { kind: 'go', delaySeconds: 0 }],
    [
      '4 failures from this address',
      { byUserAtAddress: 4, byAddress: 4, byUser: 4 },
      false,
      { kind: 'go', delaySeconds: 0 },
    ],
    ['5 failures from this address', { byUserAtAddress: 5, byAddress: 5, byUser: 5 }, false, { kind: 'refuse' }],
    [
      '30 failures from this address, other usernames: slowed, not refused',
      { byAddress: 30 },
      false,
      { kind: 'go', delaySeconds: 1 },
    ],
    ['34 failures from this address', { byAddress: 34 }, false, { kind: 'go', delaySeconds: 1 }],
    ['35 failures from this address', { byAddress: 35 }, false, { kind: 'go', delaySeconds: 2 }],
    [
      '299 failures from this address: at most the longest slow-down',
      { byAddress: 299 },
      false,
      { kind: 'go', delaySeconds: 10 },
    ],
    ['300 failures from this address: the ceiling refuses', { byAddress: 300 }, false, { kind: 'refuse' }],
    [
      'a noisy address and a username failing elsewhere: the longer wait',
      { byAddress: 30, byUser: 8 },
      false,
      { kind: 'go', delaySeconds: 4 },
    ],
    ['5 failures from other addresses: slowed, not refused', { byUser: 5 }, false, { kind: 'go', delaySeconds: 1 }],
    ['9 failures from other addresses', { byUser: 9 }, false, { kind: 'go', delaySeconds: 5 }],
    [
      '500 failures from other addresses: at most the longest slow-down',
      { byUser: 500 },
      false,
      { kind: 'go', delaySeconds: 10 },
    ],
    ['500 failures elsewhere, from a trusted device', { byUser: 500 }, true, { kind: 'go', delaySeconds: 0 }],
    [
      'a trusted device behind an address that failed 30 times',
      { byUserAtAddress: 5, byAddress: 30, byUser: 40 },
      true,
      { kind: 'go', delaySeconds: 0 },
    ],
    [
      'a trusted device that failed 5 times itself',
      { byUserAtAddress: 5, byAddress: 5, byUser: 5, byDevice: 5 },
      true,
      { kind: 'refuse' },
    ],
  ])('%s', (_name, failures, trusted, verdict) => {
    expect(signInVerdict({ ...none, ...failures }, trusted, limits)).toEqual(verdict);
  });
});
