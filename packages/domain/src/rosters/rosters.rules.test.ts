import { describe, expect, it } from 'vitest';
import { RefereeRosterBody, SaveAvailabilityBody } from './rosters.contract';
import { eventRosterEvent, refereeGameEvent, rosterFeedUrls } from './roster-calendar';
import {
  checkWindow,
  dayName,
  dayNumber,
  isUpcoming,
  keepGameTimes,
  orderedRange,
  publishedConflict,
  rosterTypeChoices,
  toggleTime,
  type Availability,
  type AvailabilityState,
} from './rosters.rules';

describe('dayNumber (spec 002 §4: monday 1 to sunday 7)', () => {
  it.each([
    ['2026-03-02', 1, 'Monday'],
    ['2026-03-03', 2, 'Tuesday'],
    ['2026-03-04', 3, 'Wednesday'],
    ['2026-03-05', 4, 'Thursday'],
    ['2026-03-06', 5, 'Friday'],
    ['2026-03-07', 6, 'Saturday'],
    ['2026-03-08', 7, 'Sunday'],
    ['2024-02-29', 4, 'Thursday'],
  ] as const)('%s is day %i (%s)', (iso, n, name) => {
    expect(dayNumber(iso)).toBe(n);
    expect(dayName(n)).toBe(name);
  });
});

describe('orderedRange (spec 002 §5: an end before the start is swapped)', () => {
  it.each([
    ['2026-03-01', '2026-03-31', ['2026-03-01', '2026-03-31']],
    ['2026-03-31', '2026-03-01', ['2026-03-01', '2026-03-31']],
    ['2026-03-05', '2026-03-05', ['2026-03-05', '2026-03-05']],
    ['2026-12-31', '2027-01-01', ['2026-12-31', '2027-01-01']],
    ['2027-01-01', '2026-12-31', ['2026-12-31', '2027-01-01']],
  ] as const)('%s..%s → %j', (a, b, want) => expect(orderedRange(a, b)).toEqual(want));
});

describe('rosterTypeChoices (spec 002 §6: from access_ref)', () => {
  it.each([
    [
      ['referee', 'table'],
      ['referee', 'table'],
    ],
    [
      ['table', 'referee'],
      ['referee', 'table'],
    ],
    [['table'], ['table']],
    [[], []],
    [['admin', 'referee'], ['referee']],
  ] as const)('%j → %j', (access, want) => expect(rosterTypeChoices(access).map((c) => c.value)).toEqual(want));
  it('labels each choice', () =>
    expect(rosterTypeChoices(['referee', 'table'])).toEqual([
      { value: 'referee', text: 'Referee' },
      { value: 'table', text: 'Table Official' },
    ]));
});

describe('toggleTime (spec 002 §4: adds a time if absent, removes it if present)', () => {
  const av: Availability = { 3: ['19:00', '19:50'], 6: ['13:00'] };
  it.each([
    ['3', '19:00', { 3: ['19:50'], 6: ['13:00'] }],
    ['3', '18:10', { 3: ['18:10', '19:00', '19:50'], 6: ['13:00'] }],
    ['6', '13:00', { 3: ['19:00', '19:50'] }],
    ['7', '09:00', { 3: ['19:00', '19:50'], 6: ['13:00'], 7: ['09:00'] }],
  ] as const)('day %s time %s', (day, time, want) => expect(toggleTime(av, day, time)).toEqual(want));
  it('toggling twice gives back the first state, and the input is not changed', () => {
    expect(toggleTime(toggleTime(av, '3', '19:00'), '3', '19:00')).toEqual(av);
    expect(av).toEqual({ 3: ['19:00', '19:50'], 6: ['13:00'] });
  });
});

describe('keepGameTimes', () => {
  it('keeps only the venue game times of each day, sorted and once', () => {
    expect(keepGameTimes({ 3: ['19:50', '08:00', '19:00', '19:00'], 5: ['10:00'] }, { 3: ['19:00', '19:50'] })).toEqual(
      { 3: ['19:00', '19:50'] },
    );
  });
});

describe('publishedConflict (spec 002 §4: 4 weeks, published rosters)', () => {
  // 2026-03-04 is a Wednesday (day 3); 2026-03-07 a Saturday (6)
  const today = '2026-03-04';
  const base: AvailabilityState = {
    availability: { 3: ['19:00', '19:50'], 6: ['13:00', '16:00'] },
    unavailability: ['2026-03-07', '2026-03-11'],
  };
  const published = ['2026-03-07', '2026-02-25', '2026-04-04'];
  const change = (c: Partial<AvailabilityState>): AvailabilityState => ({ ...base, ...c });
  it.each<[string, AvailabilityState, ReturnType<typeof publishedConflict>]>([
    ['nothing changed', base, null],
    [
      'removing an unavailable date that is published, in the window',
      change({ unavailability: ['2026-03-11'] }),
      { kind: 'unavailable', date: '2026-03-07' },
    ],
    ['removing an unavailable date that is not published', change({ unavailability: ['2026-03-07'] }), null],
    [
      'adding an unavailable date on a published date',
      change({ unavailability: [...base.unavailability, '2026-03-14'] }),
      null,
    ],
    [
      'turning a Saturday timeslot off (a Saturday is published)',
      change({ availability: { ...base.availability, 6: ['13:00'] } }),
      { kind: 'timeslot', day: '6', date: '2026-03-07' },
    ],
    [
      'turning a Saturday timeslot on',
      change({ availability: { ...base.availability, 6: ['13:00', '13:50', '16:00'] } }),
      { kind: 'timeslot', day: '6', date: '2026-03-07' },
    ],
    [
      'the same Saturday times in another order',
      change({ availability: { ...base.availability, 6: ['16:00', '13:00'] } }),
      null,
    ],
    [
      'changing Wednesday (no Wednesday published in the window)',
      change({ availability: { ...base.availability, 3: ['19:00'] } }),
      null,
    ],
    ['a past published date does not count', change({ availability: { ...base.availability, 3: [] } }), null],
  ])('%s', (_, after, want) => expect(publishedConflict(base, after, published, today)).toEqual(want));

  it('looks at today and the next 27 days, not the 28th', () => {
    const sat = { availability: { 6: ['13:00'] }, unavailability: [] };
    const off = { availability: {}, unavailability: [] };
    expect(checkWindow(today)).toHaveLength(28);
    expect(publishedConflict(sat, off, ['2026-03-28'], today)).toEqual({
      kind: 'timeslot',
      day: '6',
      date: '2026-03-28',
    });
    expect(publishedConflict(sat, off, ['2026-04-04'], today)).toBeNull(); // today + 31
    expect(
      publishedConflict({ availability: { 3: ['19:00'] }, unavailability: [] }, off, ['2026-03-04'], today),
    ).toEqual({ kind: 'timeslot', day: '3', date: '2026-03-04' });
    expect(
      publishedConflict({ availability: { 3: ['19:00'] }, unavailability: [] }, off, ['2026-04-01'], today),
    ).toBeNull(); // today + 28
  });
});

describe('isUpcoming', () => {
  it.each([
    ['2026-03-04T19:00', '2026-03-04T18:59:30', true],
    ['2026-03-04T19:00', '2026-03-04T19:00:10', false],
    ['2026-03-03T23:00', '2026-03-04T08:00:00', false],
  ] as const)('%s after %s: %s', (start, now, want) => expect(isUpcoming(start, now)).toBe(want));
});

describe('calendar events of roster items', () => {
  const game = {
    id: 7,
    gs_date: '2026-03-04',
    gs_time: '19:50',
    gs_game: 202,
    gs_date_formatted: '04/03/2026',
    gs_time_formatted: '07:50 pm',
    venue_name: 'Thornleigh Brickpit Stadium',
    venue_address: '1 Dartford Road',
    venue_suburb: 'THORNLEIGH',
    venue_postcode: '2120',
    venue_state: 'NSW',
    division_name: "Men's A Grade",
    game_rank: 5,
    member_type_name: 'Referee 1',
    member_name: 'Rhys Referee',
    team_a: 'Hawks',
    team_b: 'Wolves',
    team_a_points: null,
    team_b_points: null,
    court_name: 'Court 2',
  };
  it('a referee game lasts 45 minutes (spec 002 §7), across midnight too', () => {
    const e = refereeGameEvent(game, 'HKBNA', 'Australia/Sydney', 'portal.example');
    expect(e).toMatchObject({
      uid: 'referee-7@portal.example',
      start: '2026-03-04T19:50:00',
      end: '2026-03-04T20:35:00',
      title: 'Referee 1: Hawks vs Wolves',
    });
    expect(e.location).toBe('Thornleigh Brickpit Stadium, 1 Dartford Road, THORNLEIGH, NSW 2120');
    expect(refereeGameEvent({ ...game, gs_time: '23:30' }, 'HKBNA', 'Australia/Sydney').end).toBe(
      '2026-03-05T00:15:00',
    );
  });
  it('an event entry runs from its time to its end', () => {
    const e = eventRosterEvent(
      {
        id: 3,
        event: 1,
        event_name: 'Junior Carnival',
        schedule_date: '2026-03-07',
        schedule_time: '08:30',
        schedule_time_to: '12:00',
        schedule_date_formatted: '07/03/2026',
        schedule_time_formatted: '08:30 am',
        schedule_time_to_formatted: '12:00 pm',
        venue_name: 'Galston',
        court_name: '',
        function: 'Scorer',
      },
      'HKBNA',
      'Australia/Sydney',
    );
    expect(e).toMatchObject({
      uid: 'roster-3@portal.local',
      start: '2026-03-07T08:30:00',
      end: '2026-03-07T12:00:00',
      title: 'Scorer: Junior Carnival',
    });
  });
  it('the feed link is webcal:// on the public host', () => {
    expect(rosterFeedUrls('https://portal.example/', 'a'.repeat(43))).toEqual({
      url: `https://portal.example/api/roster/feed/${'a'.repeat(43)}.ics`,
      webcal: `webcal://portal.example/api/roster/feed/${'a'.repeat(43)}.ics`,
    });
  });
});

describe('contract inputs', () => {
  it('takes a date range as two real yyyy-mm-dd dates and a known type', () => {
    expect(
      RefereeRosterBody.safeParse({ season: 1, roster: ['2026-03-01', '2026-02-01'], type: 'referee' }).success,
    ).toBe(true);
    const bad = RefereeRosterBody.safeParse({ season: 1, roster: ['2026-02-30', 'x'], type: 'boss' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['roster.0', 'roster.1', 'type']);
  });
  it('takes times HH:mm by day number 1..7 only', () => {
    expect(
      SaveAvailabilityBody.safeParse({ season: 1, venue: 2, availability: { 3: ['19:00'] }, unavailability: [] })
        .success,
    ).toBe(true);
    expect(
      SaveAvailabilityBody.safeParse({ season: 1, venue: 2, availability: { 8: ['19:00'] }, unavailability: [] })
        .success,
    ).toBe(false);
    expect(
      SaveAvailabilityBody.safeParse({ season: 1, venue: 2, availability: { 3: ['7pm'] }, unavailability: [] }).success,
    ).toBe(false);
    for (const date of ['2026-13-01', '9999-99-99', '2026-02-29', '26-03-01']) {
      expect(
        SaveAvailabilityBody.safeParse({ season: 1, venue: 2, availability: {}, unavailability: [date] }).success,
        date,
      ).toBe(false);
    }
  });
});
