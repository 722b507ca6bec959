import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import type { StaffEvent, StaffEventDetail } from '@portal/domain/rosters/event-roster.staff.contract';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { rostersKit, SATURDAY_VENUE, type RostersKit } from './rosters-test-kit';

// Event rosters and the noticeboard in the back-office (docs/decisions/197): what refcoord01 writes is what
// official01 and manager01 read through spec 002's member calls; every change is audited; bad input is refused.

let k: RostersKit;
let coord: string;
beforeAll(async () => {
  k = await rostersKit();
  coord = await k.t.asMember('refcoord01');
});
afterAll(async () => {
  await k.t.close();
});

const audits = async (action: string) =>
  (
    (await k.t.database.db.execute(
      sql`select entity_id, before, after from audit_log where action = ${action} order by id`,
    )) as unknown as { rows: { entity_id: string; before: unknown; after: Record<string, unknown> }[] }
  ).rows;

describe('event rosters', () => {
  let eventId: number;
  it('adds an event, puts official01 on its schedule, and official01 reads it in MY ROSTER and the escaped full roster', async () => {
    const made = await k.post(
      '/api/staff/rosters/events',
      { name: 'Winter Tournament', date: '2026-07-04', venue: k.venue(SATURDAY_VENUE) },
      coord,
    );
    expect(made.statusCode, made.body).toBe(200);
    eventId = made.json().data.event_id;
    const detail = (await k.get(`/api/staff/rosters/events/${eventId}`, coord)).json().data as StaffEventDetail;
    const court = detail.courts[0]!;
    const entry = {
      username: 'official01',
      date: '2026-07-04',
      time_from: '09:00',
      time_to: '12:30',
      court: court.court_id,
      function: 'Scorer & Clock',
    };
    const added = await k.post(`/api/staff/rosters/events/${eventId}/entries`, entry, coord);
    expect(added.statusCode, added.body).toBe(200);
    expect((await audits('rosters.event.entry.add')).at(-1)!.after).toMatchObject({
      function: 'Scorer & Clock',
      court_id: court.court_id,
    });
    const mine = (
      await k.post('/api/roster/eventroster', { event: eventId, roster: '2026-07-04' }, k.as.official01)
    ).json().data;
    expect(mine.roster).toHaveLength(1);
    expect(mine.roster[0]).toMatchObject({
      function: 'Scorer & Clock',
      schedule_time: '09:00',
      court_name: court.name,
    });
    expect(mine.full_roster).toContain('Scorer &amp; Clock');
    const list = (await k.get('/api/staff/rosters/events', coord)).json().data as StaffEvent[];
    expect(list.find((e) => e.event_id === eventId)).toMatchObject({ name: 'Winter Tournament', entries: 1 });
  });

  it('emails the rostered officials and takes an entry off', async () => {
    const sent = await k.post(`/api/staff/rosters/events/${eventId}/notify`, {}, coord);
    expect(sent.json().data.emailed).toBe(1);
    const mails = await k.t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Your roster: Winter Tournament |%'));
    expect(mails.map((m) => m.toAddress)).toEqual(['official01@example.com.au']);
    expect(mails[0]!.textBody).toContain('09:00 am - 12:30 pm Scorer & Clock');
    const detail = (await k.get(`/api/staff/rosters/events/${eventId}`, coord)).json().data as StaffEventDetail;
    const off = await k.post(`/api/staff/rosters/events/entries/${detail.schedule[0]!.entry_id}/cancel`, {}, coord);
    expect(off.statusCode).toBe(200);
    expect(
      (await k.post(`/api/staff/rosters/events/entries/${detail.schedule[0]!.entry_id}/cancel`, {}, coord)).statusCode,
    ).toBe(404);
    expect((await k.post(`/api/staff/rosters/events/${eventId}/notify`, {}, coord)).statusCode).toBe(409);
  });

  it('refuses a member who is not a rostered official, a court of another venue, times out of order and markup', async () => {
    const res = await k.post(
      `/api/staff/rosters/events/${eventId}/entries`,
      {
        username: 'member01',
        date: '2026-07-04',
        time_from: '10:00',
        time_to: '09:00',
        court: 1_000_000,
        function: '<b>x</b>',
      },
      coord,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['function']);
    const res2 = await k.post(
      `/api/staff/rosters/events/${eventId}/entries`,
      {
        username: 'member01',
        date: '2026-07-04',
        time_from: '10:00',
        time_to: '09:00',
        court: 1_000_000,
        function: 'x',
      },
      coord,
    );
    expect(res2.json().errors).toEqual({
      username: expect.any(String),
      court: "This court is not at the event's venue",
      time_to: 'The end must be after the start',
    });
    expect((await k.get('/api/staff/rosters/events/999999', coord)).statusCode).toBe(404);
    expect((await k.get('/api/staff/rosters/events', k.as.official01)).statusCode).toBe(403);
  });
});

describe('the noticeboard', () => {
  it('adds a row that managers read in its section, and removes it (both audited)', async () => {
    const row = {
      section: 'Players looking for a team',
      firstname: 'Tess',
      surname: 'Tall',
      gender: 'Female',
      email: 'tess@example.com',
      competition: "Women's A",
      comment: 'Centre',
    };
    expect((await k.post('/api/staff/noticeboard', row, coord)).statusCode).toBe(200);
    const board = (await k.get('/api/member/noticeboard', k.as.manager01)).json().data as {
      section: string;
      rows: { id: number; firstname: string }[];
    }[];
    const added = board.find((s) => s.section === row.section)!.rows.find((r) => r.firstname === 'Tess')!;
    expect(added).toBeDefined();
    expect((await k.post(`/api/staff/noticeboard/${added.id}/remove`, {}, coord)).statusCode).toBe(200);
    expect((await audits('noticeboard.remove')).at(-1)!.before).toMatchObject({
      firstname: 'Tess',
      email: 'tess@example.com',
    });
    expect((await k.post(`/api/staff/noticeboard/${added.id}/remove`, {}, coord)).statusCode).toBe(404);
    expect((await k.post('/api/staff/noticeboard', { ...row, email: 'nope' }, coord)).json().errors).toHaveProperty(
      'email',
    );
  });
});
