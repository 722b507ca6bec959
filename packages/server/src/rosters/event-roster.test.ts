import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRosterReply, RosterEvent } from '@portal/domain/rosters/rosters.contract';
import { rostersKit, type RostersKit } from './rosters-test-kit';

// spec 002 §2 Event roster (Local Roster) and the §7 roster calls, as official01 (is_roster).

let k: RostersKit;
let events: RosterEvent[];
beforeAll(async () => {
  k = await rostersKit();
  events = (await k.get('/api/roster/events', k.as.official01)).json().data;
});
afterAll(async () => {
  await k.t.close();
});

const carnival = () => events.find((e) => e.event_name === 'Junior Skills Carnival')!;
const eventRoster = (body: unknown) => k.post('/api/roster/eventroster', body, k.as.official01);

describe('GET /api/roster/events', () => {
  it('lists the events newest first, each with its date', () => {
    expect(events.map((e) => e.event_name)).toEqual([
      'Presentation Night',
      'Junior Skills Carnival',
      'Summer Grading Day',
    ]);
    expect(carnival().event_date_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe('POST /api/roster/eventroster', () => {
  it("answers the member's own entries and the full roster as HTML in which typed text stays text", async () => {
    const res = await eventRoster({ event: carnival().event_id, roster: carnival().event_date });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as EventRosterReply;
    expect(data.roster.map((r) => [r.function, r.schedule_time, r.schedule_time_to, r.court_name])).toEqual([
      ['Scorer', '08:30', '12:00', 'Court 1'],
      ['Table Official', '13:00', '15:30', 'Court 2'],
    ]);
    expect(data.roster[0]).toMatchObject({
      event_name: 'Junior Skills Carnival',
      venue_name: 'Hornsby Indoor Sports Centre',
      schedule_time_formatted: '08:30 am',
    });
    expect(data.full_roster).toContain('<table class="full-roster">');
    expect(data.full_roster).toContain('Court Marshal &lt;img src=x onerror=alert(1)&gt;');
    expect(data.full_roster).toContain('First Aid &amp; Water');
    expect(data.full_roster).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(data.full_roster).toContain('Olivia Official');
  });

  it('answers an empty roster on another date, and refuses an unknown event and bad input with field errors', async () => {
    const other = (await eventRoster({ event: carnival().event_id, roster: '2020-01-01' })).json() as EventRosterReply;
    expect(other.data.roster).toEqual([]);
    expect(other.data.full_roster).toContain('Nobody is rostered on this event yet.');
    const unknown = await eventRoster({ event: 999999, roster: '2020-01-01' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ event: 'No such event' });
    for (const body of [
      {},
      { event: 'abc', roster: '31/12/2026' },
      { event: 1, roster: '2026-02-30' },
      { event: 1, roster: '<b>' },
    ]) {
      const res = await eventRoster(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/roster/eventroster/:id/calendar.ics', () => {
  it("is one of the member's entries as text/calendar; anyone else's is 404", async () => {
    const { data } = (
      await eventRoster({ event: carnival().event_id, roster: carnival().event_date })
    ).json() as EventRosterReply;
    const res = await k.get(`/api/roster/eventroster/${data.roster[0]!.id}/calendar.ics`, k.as.official01);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="roster-${data.roster[0]!.id}.ics"`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Scorer: Junior Skills Carnival');
    expect(event.uid).toMatch(/^roster-\d+@/);
    expect(
      (await k.get(`/api/roster/eventroster/${data.roster[0]!.id + 2}/calendar.ics`, k.as.official01)).statusCode,
    ).toBe(404);
  });
});
