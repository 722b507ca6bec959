import { describe, expect, it } from 'vitest';
import { actedForWords } from './acting.contract';

// docs/decisions/258: what a child reads of a guardian's write, from the call the audit trail recorded.

describe('actedForWords', () => {
  it.each([
    ['POST /api/member/user', 'changed your profile'],
    ['POST /api/member/eft', 'changed your bank details'],
    ['POST /api/ecommerce/membership/:sport', 'paid your membership'],
    ['POST /api/ecommerce/invoice/:invoice/payment', 'paid an invoice of yours'],
    ['POST /api/ecommerce/store/payshoppingcart', 'bought from the store for you'],
    ['POST /api/ecommerce/teamnomination/payteamnom', 'entered a team for you'],
    ['POST /api/booking/paybooking', 'booked a court for you'],
    ['POST /api/referee/availability', 'changed your referee availability'],
    ['DELETE /api/roster/feed', 'changed your roster calendar link'],
    ['POST /api/member/teams/save', 'changed your team'],
    ['POST /api/something/new', 'made a change for you'],
    ['', 'made a change for you'],
  ])('%s: %s', (call, words) => {
    expect(actedForWords(call)).toBe(words);
  });
});
