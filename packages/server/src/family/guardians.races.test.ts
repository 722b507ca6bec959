import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@portal/domain/shared/time';
import { INVITATIONS_PER_DAY } from '@portal/domain/family/guardians.contract';
import { buildTestApp, type TestApp } from '../../test/harness';
import { sentTo } from '../../test/sent-mail';
import { mailOutbox } from '../platform/mail/outbox.tables';
import { guardianships, members } from '../platform/members.tables';
import { bornBy18 } from '@portal/domain/family/guardians.rules';
import { familyCodes } from './family.tables';
import { sendClaimCodes } from './claim.service';
import { firstClaimRound } from './claim.worker';

// Races that only a PostgreSQL server shows (PGlite runs one transaction at a time): CI runs this file with
// TEST_DATABASE_URL. Decisions 248 (leaving, accepting), 249 (the claim code worker on two servers) and 260 (the day's
// invitations).

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const run = !process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  if (run) return;
  t = await buildTestApp();
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(
        inArray(members.username, ['member01']),
        and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  for (const u of ['parent01', 'parent02', 'member01']) tokens[u] = await t.asMember(u);
});
afterAll(async () => {
  await t?.close();
});

const call = (who: string, method: string, url: string, payload?: unknown) =>
  t.request({ method, url, token: tokens[who], payload });

describe.skipIf(run)('races on PostgreSQL', () => {
  it('two servers running the claim worker at once mail a person turning 18 once', async () => {
    await firstClaimRound(t.app);
    const today = todayIn(t.config.site.timeZone);
    await t.database.db
      .update(members)
      .set({ dob: bornBy18(today), email: '' })
      .where(eq(members.id, ids.Oscar!));
    const deps = { db: t.database.db, config: t.config, now: () => new Date() };
    const sent = await Promise.all([sendClaimCodes(deps), sendClaimCodes(deps), sendClaimCodes(deps)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Claim your own sign-in%'));
    expect(mails.map((m) => m.toAddress)).toEqual(['parent02@example.com.au']);
  });

  it('one invitation accepted twice at once adds one guardian', async () => {
    await call('parent01', 'POST', '/api/member/family/invitations', {
      email: 'race@example.com.au',
      children: [ids.Poppy],
    });
    const [mail] = await sentTo(t, 'race@example.com.au');
    const code = /\/member\/family\/invitation\/([\w-]+)/.exec(mail!.text)![1]!;
    const answers = await Promise.all(
      ['member01', 'parent02'].map((who) => call(who, 'POST', '/api/member/family/invitation/accept', { code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await t.database.db.select().from(guardianships).where(eq(guardianships.childId, ids.Poppy!))).toHaveLength(
      2,
    );
  });

  it('the two guardians of a child without a sign-in leaving at once: one leaves, the other stays (ten rounds)', async () => {
    const guardians = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.username, ['parent01', 'member01']));
    // the race before left Poppy with parent01 and whichever of member01 and parent02 won: start from the two
    await t.database.db.delete(guardianships).where(eq(guardianships.childId, ids.Poppy!));
    for (let round = 0; round < 10; round++) {
      await t.database.db
        .insert(guardianships)
        .values(guardians.map((g) => ({ guardianId: g.id, childId: ids.Poppy! })))
        .onConflictDoNothing();
      const answers = await Promise.all(
        ['parent01', 'member01'].map((who) => call(who, 'DELETE', `/api/member/family/guardians/${ids.Poppy}`)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(
        await t.database.db.select().from(guardianships).where(eq(guardianships.childId, ids.Poppy!)),
      ).toHaveLength(1);
    }
  });

  it("fifteen invitations and access requests at once send the day's limit and refuse the rest with 429", async () => {
    const sends = Array.from({ length: 15 }, (_, i) =>
      i % 3 === 2
        ? call('parent02', 'POST', '/api/member/family/guardians', { username: `nobody${i}` })
        : call('parent02', 'POST', '/api/member/family/invitations', {
            email: `burst${i}@example.com.au`,
            children: [ids.Oscar],
          }),
    );
    const answers = await Promise.all(sends);
    const statuses = answers.map((a) => a.statusCode);
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 429).length]).toEqual([
      INVITATIONS_PER_DAY,
      15 - INVITATIONS_PER_DAY,
    ]);
    const invited = answers.filter((a, i) => i % 3 !== 2 && a.statusCode === 200).length;
    const codes = await t.database.db
      .select()
      .from(familyCodes)
      .where(and(eq(familyCodes.kind, 'invite'), like(familyCodes.email, 'burst%')));
    expect(codes).toHaveLength(invited);
  });
});
