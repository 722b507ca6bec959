import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';
import { sandboxCharges } from '../../test/sandbox-books';

// What the booking API tests share: one app on a fixed clock (Tuesday 5 May 2026, 08:00 in Sydney), signed-in
// members, calls by path, the demo venues' ids by name, and the sandbox gateway's captures.

export const NOW = new Date('2026-05-04T22:00:00Z');
export const TODAY = '2026-05-05';
export const TOMORROW = '2026-05-06'; // a Wednesday
export const CARD = { cardNumber: '4242 4242 4242 4242', cardName: 'Mia Member', cardExpiry: '12/30', cardCVC: '123' };
export const DECLINED = { ...CARD, cardNumber: '4000 0000 0000 0002' };

export interface Demo {
  venues: Map<string, number>;
  courts: Map<string, number>;
  sports: Map<string, number>;
  types: Map<string, number>;
  options: Map<string, number>;
}

export function bookingsKit() {
  const kit = {
    t: undefined as unknown as TestApp,
    demo: undefined as unknown as Demo,
    tokens: new Map<string, string>(),
    async as(user: string) {
      if (!kit.tokens.has(user)) kit.tokens.set(user, await kit.t.asMember(user));
      return kit.tokens.get(user)!;
    },
    /** The user's token with their password typed again (decision 263): their refunds, bank files and bank details go through. */
    async confirmed(user: string): Promise<string> {
      return confirmPassword(kit.t, await kit.as(user));
    },
    async get(url: string, user?: string) {
      return kit.t.request({ method: 'GET', url, token: user ? await kit.as(user) : undefined });
    },
    async post(url: string, payload: unknown, user?: string, key: string = crypto.randomUUID()) {
      return kit.t.request({
        method: 'POST',
        url,
        payload,
        token: user ? await kit.as(user) : undefined,
        headers: { 'idempotency-key': key },
      });
    },
    async captured() {
      return (await sandboxCharges(kit.t.database.db)).filter((c) => c.status === 'captured');
    },
    /** A booking cart at Hornsby for basketball (Casual Hire unless told). */
    cart(court: string, day: string, start: string, end: string, rate: number, extra: Record<string, unknown> = {}) {
      const d = kit.demo;
      return {
        venue: d.venues.get('Hornsby')!,
        sport: d.sports.get('Hornsby Basketball')!,
        type: d.types.get('Hornsby Basketball Casual Hire')!,
        court: d.courts.get(`Hornsby ${court}`)!,
        start: `${day}T${start}`,
        end: `${day}T${end}`,
        rate_review: rate,
        ...extra,
      };
    },
  };
  beforeAll(async () => {
    kit.t = await buildTestApp({}, { now: () => NOW });
    kit.demo = await demoIds(kit);
  });
  afterAll(async () => {
    await kit.t.close();
  });
  return kit;
}

async function demoIds(kit: {
  get: (url: string) => Promise<{ json(): { data: Record<string, unknown>[] } }>;
}): Promise<Demo> {
  const demo: Demo = { venues: new Map(), courts: new Map(), sports: new Map(), types: new Map(), options: new Map() };
  for (const v of (await kit.get('/api/booking/venues')).json().data) {
    const short = String(v.venue_name).split(' ')[0]!;
    const id = v.venue_id as number;
    demo.venues.set(short, id);
    const sports = (await kit.get(`/api/booking/sports/venue/${id}`)).json().data;
    for (const s of sports) demo.sports.set(`${short} ${s.sport_name}`, s.sport_id as number);
    const sportName = (sid: unknown) => sports.find((s) => s.sport_id === sid)!.sport_name;
    for (const c of (await kit.get(`/api/booking/courts/venue/${id}`)).json().data)
      demo.courts.set(`${short} ${c.court_name}`, c.court_id as number);
    for (const t of (await kit.get(`/api/booking/types/venue/${id}`)).json().data)
      demo.types.set(`${short} ${sportName(t.sport_id)} ${t.type_name}`, t.type_id as number);
    for (const o of (await kit.get(`/api/booking/options/venue/${id}`)).json().data)
      demo.options.set(`${short} ${sportName(o.sport_id)} ${o.option_name}`, o.option_id as number);
  }
  return demo;
}
