import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FamilyMessages as M } from '@portal/domain/family/family.messages';
import { FamilyAccessMessages } from '@portal/domain/shared/messages';
import { buildTestApp, type TestApp } from '../../test/harness';
import { guardianships, members, memberSports } from '../platform/members.tables';

// docs/decisions/246: the family of the signed-in login, and adding a child without a sign-in of their own.

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ loginLimits: { perUser: 50, perAddress: 1000, windowMinutes: 15 } }, { localities: true });
  const rows = await t.database.db
    .select({ id: members.id, firstname: members.firstname })
    .from(members)
    .where(
      or(
        inArray(members.username, ['junior01', 'parent01', 'parent02', 'member01']),
        and(isNull(members.username), inArray(members.firstname, ['Poppy', 'Oscar'])),
      ),
    );
  for (const r of rows) ids[r.firstname] = r.id;
  for (const u of ['parent01', 'parent02', 'junior01', 'member01']) tokens[u] = await t.asMember(u);
});
afterAll(async () => {
  await t.close();
});

const get = (who: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/member/family', token: tokens[who], headers });
const add = (who: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/member/family/children', token: tokens[who], payload, headers });
const count = async () => ({
  members: (await t.database.db.select({ id: members.id }).from(members)).length,
  guardianships: (await t.database.db.select({ id: guardianships.id }).from(guardianships)).length,
});

const child = {
  firstname: 'Milo',
  prefname: 'Milo',
  middlename: '',
  lastname: 'Parent',
  dob: '03/04/2016',
  countrybirth: 'AU',
  statebirth: 'NSW',
  aboriginal: 'no',
  gender: 'male',
  identifygender: 'male',
  email: 'parent01@example.com.au',
  mobile: '0412000111',
  phone: '',
  workphone: '',
  address: '8 Bridge Road',
  suburb: 'HORNSBY',
  postcode: '2077',
  state: 'NSW',
  disability: 'no',
  disabilitytype: '',
  ec_medical: '',
  ec_fullname: 'Paula Parent',
  ec_mobile: '0412000111',
  agreed_to_terms: true,
  agreed_to_privacy: true,
  np: true,
  sport: 'basketball',
};

describe('GET /api/member/family', () => {
  it('lists the signed-in member first, then each person they look after, with the other guardians by name only', async () => {
    await t.database.db.insert(guardianships).values({ guardianId: ids.Peter!, childId: ids.Poppy! });
    try {
      const res = await get('parent01');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.map((p: { firstname: string }) => p.firstname)).toEqual(['Paula', 'Jack', 'Poppy']);
      expect(data[0]).toMatchObject({ self: true, has_sign_in: true, other_guardians: [] });
      expect(data[1]).toMatchObject({ self: false, has_sign_in: true, dob: '15/03/2014' });
      expect(data[2]).toMatchObject({
        id: ids.Poppy,
        has_sign_in: false,
        dob: '10/05/2015',
        other_guardians: [{ firstname: 'Peter', lastname: 'Other' }],
      });
      // never another guardian's contact details
      for (const leak of ['0412000222', '21 Galston Road', 'parent02@example.com.au', 'HORNSBY HEIGHTS'])
        expect(res.body).not.toContain(leak);
    } finally {
      await t.database.db
        .delete(guardianships)
        .where(and(eq(guardianships.guardianId, ids.Peter!), eq(guardianships.childId, ids.Poppy!)));
    }
  });

  it('a member who looks after nobody is their own family', async () => {
    expect((await get('member01')).json().data).toHaveLength(1);
  });

  it('refuses to be asked while acting for a child, and answers 401 without a token', async () => {
    const res = await get('parent01', { 'x-act-for': String(ids.Poppy) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FamilyAccessMessages.selfOnly);
    expect((await t.request({ method: 'GET', url: '/api/member/family' })).statusCode).toBe(401);
  });
});

describe('GET /api/member/family/overview', () => {
  it('gives each person registration per sport (renewal due within 31 days) and the next game of their teams', async () => {
    const res = await t.request({ method: 'GET', url: '/api/member/family/overview', token: tokens.parent01 });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(ids.Poppy)).toMatchObject({
      sports: [{ sport: 'basketball', registered: true, expiring: true }],
      next_game: null,
    });
    expect(byId.get(ids.Paula)).toMatchObject({ sports: [{ sport: 'basketball', registered: true, expiring: false }] });
    expect((byId.get(ids.Jack) as { next_game: { team_name: string } | null }).next_game?.team_name).toBeTruthy();
    expect(byId.has(ids.Oscar)).toBe(false); // another family's child
  });

  it("gives each person's unpaid invoices (count and amount owing in cents), never to another family", async () => {
    // Poppy's invoice of two items (the payments area's tables, written by hand: the family area reads them through its service)
    const { rows } = (await t.database.db.execute(sql`insert into invoices (member_id, description, issued_on, due_on)
      values (${ids.Poppy}, 'U10 season fees', current_date, current_date + 14) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    await t.database.db.execute(sql`insert into invoice_items (invoice_id, name, quantity, unit_price_cents)
      values (${rows[0]!.id}, 'Player fee', 1, 12000), (${rows[0]!.id}, 'Uniform', 2, 2550)`);
    const overview = async (who: string) =>
      new Map(
        (await t.request({ method: 'GET', url: '/api/member/family/overview', token: tokens[who] }))
          .json()
          .data.map((p: { id: number }) => [p.id, p]),
      );
    const parent01 = await overview('parent01');
    expect(parent01.get(ids.Poppy)).toMatchObject({ unpaid_invoices: 1, amount_owing: 17100 });
    expect(parent01.get(ids.Jack)).toMatchObject({ unpaid_invoices: 1, amount_owing: 18000 }); // junior01's seeded season fees
    expect(parent01.get(ids.Paula)).toMatchObject({ unpaid_invoices: 0, amount_owing: 0 });
    const parent02 = await overview('parent02');
    expect([...parent02.keys()]).toEqual([ids.Peter, ids.Oscar]);
    expect(parent02.get(ids.Oscar)).toMatchObject({ unpaid_invoices: 0, amount_owing: 0 });
    // the card's link: the invoices page acting for Poppy lists that invoice
    const invoices = await t.request({
      method: 'GET',
      url: '/api/ecommerce/invoices',
      token: tokens.parent01,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    expect(invoices.json().data.map((i: { inv_id: number; inv_owing: number }) => [i.inv_id, i.inv_owing])).toEqual([
      [rows[0]!.id, 17100],
    ]);
  });

  it('refuses to be asked while acting for a child', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/member/family/overview',
      token: tokens.parent01,
      headers: { 'x-act-for': String(ids.Poppy) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/member/family/children', () => {
  it('writes the person without a sign-in, their sport entry and the guardianship; the guardian may act for them', async () => {
    const res = await add('parent01', child);
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({
      username: null,
      passwordHash: null,
      firstname: 'Milo',
      dob: '2016-04-03',
      suburb: 'HORNSBY',
      mainSport: 'basketball',
    });
    expect(
      await t.database.db.select({ sport: memberSports.sport }).from(memberSports).where(eq(memberSports.memberId, id)),
    ).toEqual([{ sport: 'basketball' }]);
    const profile = await t.request({
      method: 'GET',
      url: '/api/member/user',
      token: tokens.parent01,
      headers: { 'x-act-for': String(id) },
    });
    expect(profile.json().data.firstname).toBe('Milo');
    expect((await get('parent01')).json().data.map((p: { id: number }) => p.id)).toContain(id);
  });

  it.each([
    ['an adult as a child', { ...child, dob: '01/01/2000' }, 'dob', M.adultChild],
    ['a child turning 18 today is an adult', null, 'dob', M.adultChild],
    ['no parent/guardian consent', { ...child, agreed_to_terms: false }, 'agreed_to_terms', undefined],
    ['a suburb outside the localities', { ...child, suburb: 'NOWHERE' }, 'suburb', undefined],
  ])('refuses %s with a field error and writes nothing', async (_name, payload, field, message) => {
    const today = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const [d, m, y] = today.split('/');
    const body = payload ?? { ...child, dob: `${d}/${m}/${Number(y) - 18}` };
    const before = await count();
    const res = await add('parent01', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
    if (message) expect(res.json().errors[field]).toBe(message);
    expect(await count()).toEqual(before);
  });

  it('ignores a username or password in the body: a child added by a guardian has no sign-in', async () => {
    const before = await count();
    const res = await add('parent01', { ...child, firstname: 'Mila', username: 'milo1', password: 'Secret12' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, res.json().data.id));
    expect(row!.username).toBeNull();
    expect((await count()).members).toBe(before.members + 1);
  });

  it('refuses the same child added again, by another guardian or twice, as one person: 409, nothing written', async () => {
    const twin = { ...child, firstname: 'Arlo', dob: '05/06/2017' };
    expect((await add('parent01', twin)).statusCode).toBe(200);
    const before = await count();
    for (const who of ['parent02', 'parent01']) {
      const again = await add(who, { ...twin, firstname: 'ARLO', email: `${who}@example.com.au` });
      expect(again.statusCode, who).toBe(409);
      expect(again.json()).toMatchObject({ error: 'child_known', message: M.childKnown });
    }
    expect(await count()).toEqual(before);
    // a different child of the same name and birthday elsewhere (no contact detail shared) is a person of their own
    const other = { ...twin, email: 'other@example.com.au', mobile: '0499000999', postcode: '2000', suburb: 'SYDNEY' };
    expect((await add('parent02', other)).statusCode).toBe(200);
  });

  it.each([
    ['a minor signed in (junior01)', 'junior01', {}, 403],
    ['a guardian acting for a child', 'parent01', { 'x-act-for': 'Poppy' }, 403],
  ])('refuses %s and writes nothing', async (_name, who, headers, status) => {
    const before = await count();
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(ids[v])]));
    expect((await add(who, child, h)).statusCode).toBe(status);
    expect(await count()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/member/family/children', payload: child })).statusCode).toBe(
      401,
    );
  });
});
