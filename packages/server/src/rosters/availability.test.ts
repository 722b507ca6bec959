import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityData } from '@portal/domain/rosters/rosters.contract';
import { checkWindow, dayNumber, toggleTime } from '@portal/domain/rosters/rosters.rules';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { MIDWEEK_VENUE, rostersKit, SATURDAY_VENUE, type RostersKit } from './rosters-test-kit';

// spec 002 §2 Competition Availability, §4 Referee availability and §8: saving timeslots and unavailable dates,
// refused where a roster is published in the next 4 weeks.

let k: RostersKit;
let today: string;
beforeAll(async () => {
  k = await rostersKit();
  today = todayIn(k.t.config.site.timeZone);
});
afterAll(async () => {
  await k.t.close();
});

const load = async (venue: string) => {
  const res = await k.get(`/api/referee/availability/${k.seasonId}/${k.venue(venue)}`, k.as.referee01);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AvailabilityData;
};
const save = (venue: string, a: Pick<AvailabilityData, 'availability' | 'unavailability'>) =>
  k.post(
    '/api/referee/availability',
    { season: k.seasonId, venue: k.venue(venue), availability: a.availability, unavailability: a.unavailability },
    k.as.referee01,
  );

describe('GET /api/referee/availability/:season/:venue', () => {
  it("answers the days with games, the venue's game times by day number, the member's choices and the published dates", async () => {
    const mid = await load(MIDWEEK_VENUE);
    expect(mid.days).toEqual([{ day: 3, name: 'Wednesday' }]);
    expect(mid.refGameTimes).toEqual({ 3: ['19:00', '20:00'] });
    expect(mid.availability).toEqual(mid.refGameTimes);
    expect(mid.today).toBe(today);
    expect(mid.refRosteredPublished.every((d) => d < today)).toBe(true);
    const sat = await load(SATURDAY_VENUE);
    expect(sat.days).toEqual([{ day: 6, name: 'Saturday' }]);
    expect(sat.refGameTimes[6]).toEqual(['13:00', '14:00', '16:00', '17:00']);
    expect(sat.availability).toEqual({ 6: ['13:00', '16:00'] });
    const ahead = sat.refRosteredPublished.filter((d) => checkWindow(today).includes(d));
    expect(ahead.length).toBe(2);
    expect(ahead.every((d) => dayNumber(d) === 6)).toBe(true);
    expect(sat.unavailability).toEqual([ahead[1]]);
  });

  it('answers 404 for an unknown season or venue and 422 for a made-up id', async () => {
    expect((await k.get(`/api/referee/availability/999999/${k.venue(MIDWEEK_VENUE)}`, k.as.referee01)).statusCode).toBe(
      404,
    );
    expect((await k.get(`/api/referee/availability/${k.seasonId}/999999`, k.as.referee01)).statusCode).toBe(404);
    expect((await k.get(`/api/referee/availability/${k.seasonId}/1e3`, k.as.referee01)).statusCode).toBe(422);
  });
});

describe('POST /api/referee/availability', () => {
  it('saves a timeslot turned off and on again and an unavailable date added and removed (no roster published ahead)', async () => {
    const first = await load(MIDWEEK_VENUE);
    const off = {
      ...first,
      availability: toggleTime(first.availability, '3', '20:00'),
      unavailability: [addDaysIso(today, 14)],
    };
    const res = await save(MIDWEEK_VENUE, off);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Availability updated successfully' });
    expect(await load(MIDWEEK_VENUE)).toMatchObject({
      availability: { 3: ['19:00'] },
      unavailability: [addDaysIso(today, 14)],
    });
    expect((await save(MIDWEEK_VENUE, first)).statusCode).toBe(200);
    expect(await load(MIDWEEK_VENUE)).toEqual(first);
  });

  it("refuses a changed Saturday timeslot and a removed unavailable date on a published Saturday with the spec's sentence", async () => {
    const sat = await load(SATURDAY_VENUE);
    for (const change of [
      { ...sat, availability: toggleTime(sat.availability, '6', '14:00') },
      { ...sat, availability: toggleTime(sat.availability, '6', sat.availability[6]![0]!) },
      { ...sat, unavailability: [] },
    ]) {
      const res = await save(SATURDAY_VENUE, change);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'roster_published',
        message: 'Roster already published, please contact the stadium',
      });
    }
    expect(await load(SATURDAY_VENUE)).toEqual(sat);
    // adding an unavailable date is not a removal (spec 002 §4), and saving with no change is fine
    const published = sat.refRosteredPublished.filter((d) => d >= today)[0]!;
    expect(
      (await save(SATURDAY_VENUE, { ...sat, unavailability: [...sat.unavailability, published] })).statusCode,
    ).toBe(200);
    expect((await load(SATURDAY_VENUE)).unavailability).toEqual([...sat.unavailability, published].sort());
  });

  it('refuses a time that is not a game time, unknown places and bad input with field errors, never 500', async () => {
    const bad = await save(MIDWEEK_VENUE, { availability: { 3: ['18:00'], 1: ['19:00'] }, unavailability: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'availability.1': 'This time is not a game time at this venue on that day',
      'availability.3': 'This time is not a game time at this venue on that day',
    });
    const nowhere = await k.post(
      '/api/referee/availability',
      { season: 999999, venue: 999999, availability: {}, unavailability: [] },
      k.as.referee01,
    );
    expect(nowhere.json().errors).toEqual({ season: 'No such season', venue: 'No such venue' });
    for (const payload of [
      {},
      { season: k.seasonId, venue: k.venue(MIDWEEK_VENUE), availability: { 9: ['19:00'] }, unavailability: [] },
      {
        season: k.seasonId,
        venue: k.venue(MIDWEEK_VENUE),
        availability: { 3: ['7pm'] },
        unavailability: ['31/12/2026'],
      },
      { season: k.seasonId, venue: k.venue(MIDWEEK_VENUE), availability: [], unavailability: 'x' },
      { season: k.seasonId, venue: k.venue(MIDWEEK_VENUE), availability: { 3: ['19:00\u0000'] }, unavailability: [] },
    ]) {
      const res = await k.post('/api/referee/availability', payload, k.as.referee01);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});
