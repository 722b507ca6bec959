import { ImportClaimMessages as M } from '@portal/domain/import/claims';
import type { ImportClaims } from '@portal/domain/import/claims.contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sentTo } from '../../test/sent-mail';
import { sendClaimCodes } from '../family/claim.service';
import { auditLog } from '../platform/audit.tables';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { members } from '../platform/members.tables';
import { inviteRound } from './import-claims.service';
import { importItems, imports } from './import.tables';

// Sign-ins for imported people (issue 42 item 4, docs/decisions/301): an import's adults are invited to claim their
// sign-in at the pace staff choose, reminded once after 7 days, and staff see who has claimed.

const START = new Date('2027-03-01T00:00:00Z');
let clock = START;
let t: TestApp;
let admin = '';
let importId = 0;
const adults: { id: number; email: string }[] = [];
const MIN = 60_000;
const at = (ms: number) => new Date(START.getTime() + ms);
const round = (now: Date) => inviteRound({ db: t.database.db, config: t.config, now: () => now });

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  admin = await t.asMember('admin01');
  const db = t.database.db;
  const [made] = await db
    .insert(imports)
    .values({
      fileName: 'people.csv',
      source: 'playhq',
      header: [],
      mapping: {},
      status: 'done',
      counts: {} as never,
      refused: [],
      duplicates: [],
    })
    .returning({ id: imports.id });
  importId = made!.id;
  const person = (i: number, over: Partial<typeof members.$inferInsert> = {}) => ({
    firstname: `Adult${i}`,
    lastname: 'Imported',
    dob: '1990-01-01',
    gender: 'female',
    email: `adult${i}@example.org`,
    ...over,
  });
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => person(i)),
    person(90, { dob: '2015-01-01', email: 'child@example.org' }), // a child: not invited
    person(91, { email: '' }), // no email: nobody to mail
  ];
  const ids = await db.insert(members).values(rows).returning({ id: members.id, email: members.email });
  await db.insert(importItems).values(ids.map((m, i) => ({ importId, kind: 'member', refId: m.id, line: i + 2 })));
  adults.push(...ids.slice(0, 30));
});
afterAll(async () => {
  await t.close();
});

const claims = async (token = admin, id = importId) =>
  t.request({ method: 'GET', url: `/api/staff/imports/${id}/claims`, token });
const invite = (payload: unknown, token = admin, id = importId) =>
  t.request({ method: 'POST', url: `/api/staff/imports/${id}/invite`, token, payload });
const invitations = () => t.database.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'import-claim:%'));
const codeIn = (text: string) => /Your code: ([\w-]+)/.exec(text)![1]!;

describe('claim invitations of an import', () => {
  it('the turning-18 worker leaves the imported adults to the import (their pace, not all at once)', async () => {
    expect(await sendClaimCodes({ db: t.database.db, config: t.config, now: () => START })).toBe(0);
  });

  it('refuses bad input (422, with the field) and the wrong people (401, 403), and unknown imports (404)', async () => {
    expect((await invite({ per_hour: 12 }, '')).statusCode).toBe(401);
    expect((await invite({ per_hour: 12 }, await t.asMember('compofficer01'))).statusCode).toBe(403);
    expect((await claims(await t.asMember('member01'))).statusCode).toBe(403);
    for (const per_hour of [0, -1, 'x', 2001, null]) {
      const r = await invite({ per_hour });
      expect(r.statusCode, String(per_hour)).toBe(422);
      expect(r.json().errors.per_hour).toBeTruthy();
    }
    expect((await invite({ per_hour: 12 }, admin, 999_999)).statusCode).toBe(404);
    expect((await claims(admin, 999_999)).statusCode).toBe(404);
  });

  it('sends at the pace chosen: the first share at once, then each round what the hour allows', async () => {
    const r = await invite({ per_hour: '12' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.message).toBe(M.started(12));
    expect(r.json().data.claims.counts).toEqual({ adults: 30, invited: 1, reminded: 0, claimed: 0 });
    expect(await round(at(4 * MIN))).toEqual({ invited: 0, reminded: 0 });
    expect(await round(at(5 * MIN))).toEqual({ invited: 1, reminded: 0 });
    expect(await round(at(60 * MIN))).toEqual({ invited: 11, reminded: 0 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'members.import.invite'), eq(auditLog.entityId, String(importId))));
    expect(audit!.after).toMatchObject({ per_hour: 12 });
  });

  it('a second server running the same round at the same moment mails nobody twice', async () => {
    const now = at(120 * MIN);
    const [a, b] = await Promise.all([round(now), round(now)]);
    expect(a.invited + b.invited).toBe(12); // 12 more in the second hour
    const mails = await invitations();
    expect(mails.length).toBe(25);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(25);
  });

  it('shows who claimed; reminds the others once after 7 days, with a new code', async () => {
    const first = adults[0]!;
    const [mail] = await sentTo(t, first.email);
    clock = at(3 * 24 * 60 * MIN);
    admin = await t.asMember('admin01'); // a back-office session lasts 12 hours
    const claimed = await t.request({
      method: 'POST',
      url: '/api/family/claim',
      payload: {
        code: codeIn(mail!.text),
        username: 'adult0.claims',
        password: 'Moved2027',
        password_confirmation: 'Moved2027',
      },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const read = (await claims()).json().data as ImportClaims;
    expect(read.counts).toMatchObject({ invited: 25, claimed: 1 });
    expect(read.people.find((p) => p.member_id === first.id)!.claimed_at).toBe(clock.toISOString());
    expect(read.people.find((p) => p.email === 'child@example.org')).toBeUndefined();

    const week = at(8 * 24 * 60 * MIN);
    clock = week;
    admin = await t.asMember('admin01');
    const reminded = await round(week);
    expect(reminded.reminded).toBe(24); // everyone invited but the one who claimed
    expect((await round(week)).reminded).toBe(0);
    const second = adults[1]!;
    const mails = await sentTo(t, second.email, 2);
    expect(mails[1]!.subject).toContain('A reminder');
    expect(codeIn(mails[1]!.text)).not.toBe(codeIn(mails[0]!.text));
    expect((await claims()).json().data.counts).toMatchObject({ reminded: 24, claimed: 1 });
  });

  it('refuses invitations before the import has run (409)', async () => {
    await t.database.db.update(imports).set({ status: 'planned' }).where(eq(imports.id, importId));
    const r = await invite({ per_hour: 10 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.notImported);
    await t.database.db.update(imports).set({ status: 'done' }).where(eq(imports.id, importId));
  });
});
