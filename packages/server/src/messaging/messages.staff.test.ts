import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AudienceOptions,
  AudiencePreview,
  DeliveryRow,
  MessageDetail,
  MessageRow,
} from '@portal/domain/messaging/messaging.staff.contract';
import { MessagingStaffMessages as M } from '@portal/domain/messaging/messaging.staff.messages';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { buildTestApp, type TestApp } from '../../test/harness';
import { divisions } from '../platform/league.tables';
import { messages } from './messaging.tables';

// Compose and send in the back-office (issue 43 items 1 and 6, decisions 309 and 310) on the demo data: each role
// writes only to the audiences of its work (a field error on the audience else), what an audience names must exist (field error), a refused
// send writes nothing, and every send, schedule and cancel is audited.

const B = '/api/staff/messages';
let t: TestApp;
let comp: string;
let finance: string;
let referees: string;
let venue: string;
let member: string;
let divisionId: number;
beforeAll(async () => {
  t = await buildTestApp();
  [comp, finance, referees, venue, member] = await Promise.all([
    t.asMember('compofficer01'),
    t.asMember('finance01'),
    t.asMember('refcoord01'),
    t.asMember('venue01'),
    t.asMember('member01'),
  ]);
  const [div] = await t.database.db
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.name, 'U14 Boys'))
    .limit(1);
  divisionId = div!.id;
}, 300_000);
afterAll(async () => {
  await t.close();
});

const call = (token: string, method: string, url: string, payload?: unknown) =>
  t.request({ method, url, token, payload });
const count = async (table: 'messages' | 'audit_log', where = sql`true`) =>
  Number(
    (
      (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
const washedOut = () => ({
  audience: { type: 'division', divisionId },
  kind: 'competition',
  channels: ['email'],
  subject: 'Saturday washed out',
  body: 'All games on **Saturday** are off: the courts are flooded.',
});
const tomorrow = () => addDaysIso(todayIn(t.config.site.timeZone, new Date()), 1);

describe('GET /api/staff/messages/options', () => {
  it('offers each role only its audiences, with the choices they need', async () => {
    const c = (await call(comp, 'GET', `${B}/options`)).json().data as AudienceOptions;
    expect(c.types).toEqual(['everyone', 'sport', 'season', 'division', 'team', 'club', 'managers-and-coaches']);
    expect(c.divisions.some((d) => d.id === divisionId)).toBe(true);
    expect(c.teams.length).toBeGreaterThan(0);
    expect(c.clubs).toEqual(['Hornsby', 'Ku-ring-gai', 'Pennant Hills']); // the demo teams' clubs
    const f = (await call(finance, 'GET', `${B}/options`)).json().data as AudienceOptions;
    expect(f).toMatchObject({ types: ['renewal-due', 'unpaid-invoice'], divisions: [], teams: [], clubs: [] });
    expect((await call(member, 'GET', `${B}/options`)).statusCode).toBe(403);
  });
});

describe('POST /api/staff/messages/preview', () => {
  it('counts a division by channel with who is left out, and estimates the SMS: messages × segments × price', async () => {
    const res = await call(comp, 'POST', `${B}/preview`, { ...washedOut(), channels: ['email', 'sms'] });
    expect(res.statusCode).toBe(200);
    const p = res.json().data as AudiencePreview;
    expect(p.audience_label).toMatch(/^Division: U14 Boys \(/);
    expect(p.people).toBeGreaterThan(0);
    expect(Object.keys(p.by_channel).sort()).toEqual(['email', 'sms']);
    const email = p.by_channel.email!;
    const skipped = Object.values(email.skipped).reduce((a, b) => a + b, 0);
    expect(email.sending + skipped).toBe(p.people);
    expect(p.sample.length).toBe(Math.min(50, p.people));
    expect(p.sample[0]!.name).not.toBe('');
    const sms = p.sms!;
    expect(sms.messages).toBe(p.by_channel.sms!.sending);
    expect(sms.segments).toBeGreaterThanOrEqual(1);
    expect(sms.cents).toBe(Math.round(sms.messages * sms.segments * t.config.sms.centsPerSegment));
    const noSms = (await call(comp, 'POST', `${B}/preview`, washedOut())).json().data as AudiencePreview;
    expect(noSms.sms).toBeNull();
  });

  it("reaches a club's teams, whatever the case it is typed in", async () => {
    const res = await call(comp, 'POST', `${B}/preview`, {
      ...washedOut(),
      audience: { type: 'club', club: 'hornsby' },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().data as AudiencePreview;
    expect(p.audience_label).toBe('Club: Hornsby');
    expect(p.people).toBeGreaterThan(0);
  });

  it('refuses an audience the role may not write to (a field error) and a team that is not there (field error)', async () => {
    expect((await call(finance, 'POST', `${B}/preview`, washedOut())).statusCode).toBe(422);
    const res = await call(comp, 'POST', `${B}/preview`, {
      ...washedOut(),
      audience: { type: 'team', teamId: 999_999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'audience.teamId': M.noTeam });
  });
});

describe('POST /api/staff/messages', () => {
  it('sends to a division now: the message, its people and one audit entry, listed with its counts and deliveries', async () => {
    const before = await count('audit_log', sql`action = 'messages.send'`);
    const res = await call(comp, 'POST', B, washedOut());
    expect(res.statusCode).toBe(200);
    const { id, people, message } = res.json().data as { id: number; people: number; message: string };
    expect(people).toBeGreaterThan(0);
    expect(message).toBe(M.sent(people));
    expect(await count('audit_log', sql`action = 'messages.send' and entity_id = ${String(id)}`)).toBe(1);
    expect(await count('audit_log', sql`action = 'messages.send'`)).toBe(before + 1);

    const list = (await call(comp, 'GET', `${B}?q=washed`)).json().data as { rows: MessageRow[]; total: number };
    const row = list.rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ subject: 'Saturday washed out', people, channels: ['email'] });
    expect(row.audience_label).toMatch(/^Division: U14 Boys/);
    expect(['sending', 'sent']).toContain(row.status);

    const detail = (await call(referees, 'GET', `${B}/${id}`)).json().data as MessageDetail;
    const email = detail.counts.email!;
    expect(Object.values(email).reduce((a, b) => a + b, 0)).toBe(people);

    const page = await call(comp, 'GET', `${B}/${id}/deliveries?channel=email&pageSize=100`);
    expect(page.statusCode).toBe(200);
    const deliveries = page.json().data as { rows: DeliveryRow[]; total: number };
    expect(deliveries.total).toBe(people);
    expect(deliveries.rows.every((d) => d.channel === 'email' && d.name !== '')).toBe(true);
    const skipped = deliveries.rows.find((d) => d.state === 'skipped');
    if (skipped) expect(skipped.reason).not.toMatch(/^[a-z-]+$/); // in words, never the code
    expect((await call(comp, 'GET', `${B}/${id}/deliveries?channel=sms`)).json().data.total).toBe(0);
    expect((await call(comp, 'GET', `${B}/999999`)).statusCode).toBe(404);
  });

  it.each([
    ['no channel', { channels: [] }, 'channels', M.noChannel],
    ['an empty subject', { subject: '  ' }, 'subject', 'This field is required'],
    ['an empty text', { body: '' }, 'body', 'This field is required'],
    ['a time in the past', { send_at: { day: '2020-01-01', time: '09:00' } }, 'send_at', M.sendAtPast],
    ['a time 61 days ahead', { far: 61 }, 'send_at', M.sendAtFar],
    ['a team that is not there', { audience: { type: 'team', teamId: 999_999 } }, 'audience.teamId', M.noTeam],
    ['a club no team plays for', { audience: { type: 'club', club: 'Nowhere FC' } }, 'audience.club', M.noClub],
    ['an attachment not uploaded', { attachment_key: 'attachments/abc/x.pdf' }, 'attachment_key', M.noAttachment],
  ])('refuses %s with a field error and writes nothing', async (_name, change, field, text) => {
    const { far, ...rest } = change as { far?: number };
    const payload = {
      ...washedOut(),
      ...rest,
      ...(far ? { send_at: { day: addDaysIso(todayIn(t.config.site.timeZone, new Date()), far), time: '09:00' } } : {}),
    };
    const [messagesBefore, auditBefore] = [await count('messages'), await count('audit_log')];
    const res = await call(comp, 'POST', B, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBe(text);
    expect([await count('messages'), await count('audit_log')]).toEqual([messagesBefore, auditBefore]);
  });

  it.each([
    ['the finance officer', () => finance, { type: 'division', divisionId: 1 }],
    ['the referee coordinator', () => referees, { type: 'everyone' }],
    ['the venue manager', () => venue, { type: 'club', club: 'Hornsby' }],
    ['the competition officer', () => comp, { type: 'unpaid-invoice' }],
  ])('refuses %s an audience outside their work (a field error), writing nothing', async (_name, token, audience) => {
    const before = await count('messages');
    const res = await call(token(), 'POST', B, { ...washedOut(), audience });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'audience.type': M.notYourAudience });
    expect(await count('messages')).toBe(before);
  });

  it('lets the finance officer write to members with an unpaid invoice', async () => {
    const res = await call(finance, 'POST', B, {
      ...washedOut(),
      kind: 'payments',
      audience: { type: 'unpaid-invoice' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('schedules a message for tomorrow (nobody yet), and cancels it once, audited', async () => {
    const res = await call(comp, 'POST', B, { ...washedOut(), send_at: { day: tomorrow(), time: '07:30' } });
    expect(res.statusCode).toBe(200);
    const { id, people, message } = res.json().data as { id: number; people: number; message: string };
    expect(people).toBe(0);
    expect(message).toMatch(/^Your message will be sent at \d\d\/\d\d\/\d{4}/);
    expect(await count('audit_log', sql`action = 'messages.schedule' and entity_id = ${String(id)}`)).toBe(1);
    const scheduled = (await call(comp, 'GET', `${B}?status=scheduled`)).json().data.rows as MessageRow[];
    expect(scheduled.map((r) => r.id)).toContain(id);

    expect((await call(member, 'POST', `${B}/${id}/cancel`)).statusCode).toBe(403);
    const cancel = await call(comp, 'POST', `${B}/${id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.message).toBe(M.cancelled);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.cancelledAt).not.toBeNull();
    expect(await count('audit_log', sql`action = 'messages.cancel' and entity_id = ${String(id)}`)).toBe(1);
    const again = await call(comp, 'POST', `${B}/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notScheduled);
    expect((await call(comp, 'GET', `${B}/${id}`)).json().data.status).toBe('cancelled');
  });

  it('refuses to cancel a message already sent', async () => {
    const { id } = (await call(comp, 'POST', B, washedOut())).json().data as { id: number };
    expect((await call(comp, 'POST', `${B}/${id}/cancel`)).statusCode).toBe(409);
  });
});

function multipart(file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----attachment-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (file: { name: string; type: string; bytes: Buffer }) =>
  t.request({ method: 'POST', url: `${B}/attachments`, token: comp, ...multipart(file) } as never);

describe('POST /api/staff/messages/attachments', () => {
  it('keeps a PDF under attachments/ and the message names it', async () => {
    const res = await upload({ name: 'wet weather.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%…') });
    expect(res.statusCode).toBe(200);
    const { key, name } = res.json().data as { key: string; name: string };
    expect(key).toMatch(/^attachments\/[\w-]+\/wet weather\.pdf$/);
    expect(name).toBe('wet weather.pdf');
    const sent = await call(comp, 'POST', B, { ...washedOut(), attachment_key: key });
    expect(sent.statusCode).toBe(200);
    const detail = (await call(comp, 'GET', `${B}/${sent.json().data.id}`)).json().data as MessageDetail;
    expect(detail.attachment).toBe('wet weather.pdf');
  });

  it.each([
    ['a text file', { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') }, M.attachmentType],
    [
      'a PDF that is not one',
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('hello') },
      M.attachmentType,
    ],
    [
      'a file over 5 MB',
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.alloc(5 * 1024 * 1024 + 2, 37) },
      M.attachmentTooBig,
    ],
  ])('refuses %s', async (_n, file, text) => {
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBe(text);
  });
});
