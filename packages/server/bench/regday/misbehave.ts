import type pg from 'pg';
import { newKey } from './client';
import { childBody, CARD } from './people';
import { queued, register, think, type Member, type World } from './journeys';
import type { Visitor } from './queue';

// The 5% who misbehave (issue 46 item 1, docs/decisions/343): a double-submit, a refresh mid-payment, 50 buyers for
// the last 10 places of a camp, two guardians registering the same child.

export type Misbehaviour = 'double-submit' | 'refresh' | 'last-places' | 'two-guardians';
const KINDS: Misbehaviour[] = ['double-submit', 'refresh', 'last-places', 'two-guardians'];

/** Which arrivals misbehave, and how: every (1 / share)-th arrival, the four kinds in turn. */
export function misbehaviourOf(n: number, share: number): Misbehaviour | null {
  if (share <= 0) return null;
  const every = Math.max(1, Math.round(1 / share));
  if (n % every !== every - 1) return null;
  return KINDS[Math.floor(n / every) % KINDS.length]!;
}

/** A camp with ten places left (what staff would set up in the store's back office), as a new product. */
export async function campWithTenLeft(db: pg.Pool, tag: string, n: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into products (category_id, name, title, price_cents, quantity, booked, no_attendee)
     select id, $1, $2, 2000, 60, 50, true from product_categories order by id limit 1 returning id`,
    [`rd-${tag}-${n}`, `Registration day camp ${tag} ${n}`],
  );
  return rows[0]!.id;
}

/** The rush's buyers: the run's latest distinct members, and how many more must register so that 50 people buy. */
export function rushBuyers(tokens: readonly string[], count = 50): { members: string[]; toRegister: number } {
  const members = [...new Set(tokens)].slice(-count);
  return { members, toRegister: count - members.length };
}

/**
 * 50 people at once for the last 10 places: 10 are sold, 40 hear it sold out (409), nobody is charged twice. They are
 * 50 distinct members: the run's latest, and early in the ramp, when fewer have registered, new ones who register first.
 */
export async function lastPlaces(w: World, db: pg.Pool, n: number): Promise<void> {
  const product = await campWithTenLeft(db, w.tag, n);
  const { members, toRegister } = rushBuyers(w.tokens);
  const newcomers = await Promise.all(
    Array.from({ length: toRegister }, (_, i) => register(w, 2_000_000_000 + n * 50 + i, 'member')),
  );
  const buyers = [...members, ...newcomers.flatMap((m) => (m ? [m.token] : []))];
  const buy = async (token: string) => {
    const visitor: Visitor = {};
    await queued(w, visitor, '/member/checkout');
    await w.client.send({
      method: 'POST',
      kind: '/api/ecommerce/store/payshopping',
      path: '/api/ecommerce/store/payshopping',
      token,
      key: newKey(),
      body: { shoppingCart: [{ product_id: product, product_quantity: 1 }], cardData: CARD },
      cookie: visitor.cookie,
      expect: [409],
    });
  };
  await Promise.all(buyers.map(buy));
}

/** Two guardians (the arrival and a second adult who registers too) add the same child at the same moment. */
export async function twoGuardians(w: World, first: Member, n: number): Promise<void> {
  const second = await register(w, n + 1_000_000_000, first.form === 'netball' ? 'member' : first.form);
  if (!second) return;
  await think(w);
  const child = childBody(w.tag, n);
  await Promise.all(
    [first, second].map((g) =>
      w.client.send({
        method: 'POST',
        kind: '/api/member/family/children',
        path: '/api/member/family/children',
        token: g.token,
        body: child,
        expect: [409, 422],
      }),
    ),
  );
}
