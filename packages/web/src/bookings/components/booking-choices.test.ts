import { describe, expect, it } from 'vitest';
import type { BookingCourt } from '@portal/domain/bookings/bookings.contract';
import { outdated, prefill, type Lists } from './booking-choices';

const court = (id: number, sport: number | null, type: number | null): BookingCourt => ({
  court_id: id,
  court_name: `Court ${id}`,
  parent_id: null,
  venue_id: 1,
  sport_id: sport,
  type_id: type,
  option_id: null,
  unit_start: 0,
  unit_span: 1,
  unit_total: 1,
  fraction: 'full',
});
// two sports; basketball (1) has two types, netball (2) one; court 3 takes netball only, court 4 only type 11
const LISTS: Lists = {
  courts: [court(2, null, null), court(3, 2, null), court(4, null, 11)],
  sports: [
    { sport_id: 1, sport_name: 'Basketball', venue_id: 1 },
    { sport_id: 2, sport_name: 'Netball', venue_id: 1 },
  ],
  types: [
    { type_id: 10, type_name: 'Casual Hire', type_slug: 'casual', venue_id: 1, sport_id: 1 },
    { type_id: 11, type_name: 'Training', type_slug: 'training', venue_id: 1, sport_id: 1 },
    { type_id: 20, type_name: 'Netball Casual', type_slug: 'netball', venue_id: 1, sport_id: 2 },
  ],
  options: [{ option_id: 30, option_name: 'Lights', venue_id: 1, sport_id: 1 }],
};
const times = { start: '10:00', end: '11:00' };

describe('a booking started from a free time (decision 230)', () => {
  it.each([
    ['any court: the sport is asked', 2, { sport: '', type: '' }],
    ['a netball court: its sport and only type', 3, { sport: '2', type: '20' }],
    ['a court of one type: that type and its sport', 4, { sport: '1', type: '11' }],
  ])('%s', (_, id, expected) => {
    expect(prefill(LISTS, { court: id, ...times })).toEqual({ ...expected, option: '', court: String(id), ...times });
  });
});

describe('what a changed choice leaves out of place (spec 002 §4)', () => {
  it.each([
    [
      'the sport chosen keeps a court that takes it, and its times',
      { sport: '1', type: '', option: '', court: '2' },
      [],
    ],
    [
      'another sport drops the type and option of the first',
      { sport: '2', type: '11', option: '30', court: '4' },
      ['type', 'option'],
    ],
    [
      '... and the court once a type it does not take is chosen',
      { sport: '2', type: '20', option: '', court: '4' },
      ['court', 'start', 'end'],
    ],
    [
      'a netball court goes when basketball is chosen',
      { sport: '1', type: '', option: '', court: '3' },
      ['court', 'start', 'end'],
    ],
    [
      'a type the court does not take drops the court',
      { sport: '1', type: '10', option: '', court: '4' },
      ['court', 'start', 'end'],
    ],
  ] as const)('%s', (_, values, expected) => {
    expect(outdated(LISTS, values)).toEqual(expected);
  });
});
