import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompetition } from '../src/competition/competition-writes';
import { POLL_MS } from '../src/platform/kept-versions';
import { dropKept } from '../src/platform/kept-writes';
import { PRODUCTS_SCOPE } from '../src/store/product-cache';
import { startTwoServers, type TestServer, type TwoServers } from './two-servers';

// Two servers on one PostgreSQL, each keeping its own answers (docs/decisions/169-kept-answers.md): a write on one
// is seen by the other's kept answers at its next read of cache_versions, which starts within POLL_MS (1 s) under
// traffic and is waited for when the counts are 2 s old; a logout too, since sign-in reads are kept there (decision
// 348). Each check first has the other server keep the answer, then writes on the first,
// then asks the other until the change shows: within those 2 s and as much again of slack for a busy machine.
const url = process.env.TEST_DATABASE_URL;
const VISIBLE_WITHIN_MS = 4 * POLL_MS;

// The booking kit's clock: Tuesday 5 May 2026, 08:00 in Sydney; Court 1 at Hornsby is free on the Wednesday at 10:00.
const NOW = new Date('2026-05-04T22:00:00Z');
const WEDNESDAY = '2026-05-06';
const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };

let servers: TwoServers;
beforeAll(async () => {
  if (url) servers = await startTwoServers(url, { now: () => NOW });
});
afterAll(async () => {
  await servers?.close();
});

const get = async (server: TestServer, path: string, token?: string) =>
  (await server.request({ method: 'GET', url: path, token })).json();
const pay = async (server: TestServer, path: string, payload: unknown) =>
  server.request({
    method: 'POST',
    url: path,
    payload,
    token: await server.asMember('member01'),
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
const soon = { timeout: VISIBLE_WITHIN_MS, interval: 50 };
const rows = async <T>(server: TestServer, query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Hornsby's Court 1 for casual basketball hire, by the names the demo seed gives (as the booking tests find them). */
async function hornsbyCourt1(server: TestServer) {
  const venue = ((await get(server, '/api/booking/venues')).data as { venue_id: number; venue_name: string }[]).find(
    (v) => v.venue_name.startsWith('Hornsby'),
  )!;
  const id = venue.venue_id;
  const sport = (
    (await get(server, `/api/booking/sports/venue/${id}`)).data as { sport_id: number; sport_name: string }[]
  ).find((x) => x.sport_name === 'Basketball')!;
  const court = (
    (await get(server, `/api/booking/courts/venue/${id}`)).data as { court_id: number; court_name: string }[]
  ).find((c) => c.court_name === 'Court 1')!;
  const type = (
    (await get(server, `/api/booking/types/venue/${id}`)).data as {
      type_id: number;
      type_name: string;
      sport_id: number;
    }[]
  ).find((t) => t.type_name === 'Casual Hire' && t.sport_id === sport.sport_id)!;
  return { venue_id: id, sport_id: sport.sport_id, court_id: court.court_id, type_id: type.type_id };
}

describe.skipIf(!url)('kept answers on two servers sharing one database', () => {
  it("shows a score written through the competition write path on the other server's draw and ladder", async () => {
    const { a, b } = servers;
    const [game] = await rows<{ id: number; division_id: number; team_a_id: number }>(
      a,
      sql`select g.id, g.division_id, g.team_a_id
      from games g join rounds r on r.id = g.round_id where r.stage = 'round' and g.scored_at is null and g.team_a_id is not null
      and g.team_b_id is not null order by g.date, g.time_from limit 1`,
    );
    const ladderRow = async () =>
      (
        (await get(b, `/api/draw/result?division_id=${game!.division_id}`)).data.divisionResult as {
          team_id: number;
          played: number;
          win: number;
        }[]
      ).find((r) => r.team_id === game!.team_a_id)!;
    const card = async () =>
      (
        (await get(b, `/api/draw?division_id=${game!.division_id}`)).data.divisionDraw as {
          games: { game: number; match_formatted: string }[];
        }[]
      )
        .flatMap((r) => r.games)
        .find((g) => g.game === game!.id)!;
    const before = await ladderRow();
    expect((await card()).match_formatted).not.toMatch(/ 71 - 12 /);

    await writeCompetition({ db: a.database.db }, async (tx, touch) => {
      await tx.execute(sql`update games set score_a = 71, score_b = 12, scored_at = now() where id = ${game!.id}`);
      touch.division(game!.division_id);
    });
    await expect.poll(async () => (await card()).match_formatted, soon).toMatch(/ 71 - 12 /);
    await expect
      .poll(async () => {
        const r = await ladderRow();
        return [r.played, r.win];
      }, soon)
      .toEqual([before.played + 1, before.win + 1]);
  });

  it("keeps each server's product lists its own, and shows a product sold on one server in the other's list", async () => {
    const { a, b } = servers;
    const cap = async (server: TestServer) =>
      (
        (await get(server, '/api/ecommerce/store/products')).data as {
          product_name: string;
          product_title: string;
          product_booked: number;
        }[]
      ).find((p) => p.product_name === 'association-cap')!;
    const before = await cap(b);
    // an edit no portal write counted, then a drop on a alone: b keeps its own list (nothing shared in memory)
    await a.database.db.execute(
      sql`update products set title = 'Association Cap (navy)' where name = 'association-cap'`,
    );
    dropKept(a.database.db, [PRODUCTS_SCOPE]);
    expect((await cap(a)).product_title).toBe('Association Cap (navy)');
    expect((await cap(b)).product_title).toBe(before.product_title);

    const [row] = await rows<{ id: number }>(a, sql`select id from products where name = 'association-cap'`);
    expect(
      (
        await pay(a, '/api/ecommerce/store/payshopping', {
          shoppingCart: [{ product_id: row!.id, product_quantity: 1 }],
          cardData: CARD,
        })
      ).statusCode,
    ).toBe(200);
    await expect.poll(async () => (await cap(b)).product_booked, soon).toBe(before.product_booked + 1);
  });

  it("shows a court booked on one server in the other's day calendar", async () => {
    const { a, b } = servers;
    const court = await hornsbyCourt1(a);
    const day = async () =>
      (
        (await get(b, `/api/booking/events/venue/${court!.venue_id}/day/${WEDNESDAY}`)).data as {
          start: string;
          court: string;
        }[]
      ).some((e) => e.court === 'Court 1' && e.start === `${WEDNESDAY}T10:00:00+10:00`);
    expect(await day()).toBe(false);
    const cart = {
      venue: court!.venue_id,
      sport: court!.sport_id,
      type: court!.type_id,
      court: court!.court_id,
      start: `${WEDNESDAY}T10:00`,
      end: `${WEDNESDAY}T11:00`,
      rate_review: 5000,
    };
    expect((await pay(a, '/api/booking/paybooking', { bookingCart: cart, cardData: CARD })).statusCode).toBe(200);
    await expect.poll(day, soon).toBe(true);
  });

  it('refuses on the other server, at its next read of the counts, a token logged out on one (decision 348)', async () => {
    const { a, b } = servers;
    const token = await a.asMember('coach01');
    expect((await b.request({ method: 'GET', url: '/api/member/user', token })).statusCode).toBe(200);
    expect((await a.request({ method: 'POST', url: '/api/member/logout', token })).statusCode).toBe(200);
    const profile = async () => (await b.request({ method: 'GET', url: '/api/member/user', token })).statusCode;
    await expect.poll(profile, soon).toBe(401);
  });
});
