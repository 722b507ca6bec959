import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { dataOf, newKey, pause, type Answer, type Client } from './client';
import { queueFor, type Visitor } from './queue';
import { CARD, entryBody, letters, person, registrationBody, type Person } from './people';

// One arrival's journey (docs/decisions/343): a public page, a registration wizard's calls, a payment (a membership,
// or a team entry for a manager), each step after some thinking, and the public pages twice more.

export interface World {
  client: Client;
  tag: string;
  think: [number, number];
  /** Divisions of the public draw, for the draw and standings views. */
  drawDivisions: number[];
  /** Signed-in members of this run, a token each as they registered (the last-places rush's buyers come from them). */
  tokens: string[];
  /** How long each visitor waited in the fair queue before a registration or a checkout (ms; 0: straight in). */
  queueWaits: number[];
}

export interface Member {
  person: Person;
  token: string;
  form: RegistrationForm;
  visitor: Visitor;
}

/** The first page of each registration wizard (what the web app queues for). */
const WIZARD_PAGE: Record<RegistrationForm, string> = {
  member: '/register',
  netball: '/registernetball',
  manager: '/registerteamentry',
};

/** Open a page the fair queue guards: enter, wait if told to, and note the wait. */
export async function queued(w: World, visitor: Visitor, page: string): Promise<void> {
  w.queueWaits.push(await queueFor(w.client, visitor, page));
}

export const think = (w: World) => pause(1000 * (w.think[0] + Math.random() * (w.think[1] - w.think[0])));

/** The three registration wizards by weight: the generic one most, netball and team entry (a manager) fewer. */
export const formOf = (n: number): RegistrationForm =>
  (['member', 'member', 'member', 'netball', 'manager'] as const)[n % 5]!;

/** One view of the public pages: the home page's data (the site's settings), a division's draw or its standings. */
export async function view(w: World, i: number): Promise<void> {
  const d = w.drawDivisions[i % Math.max(1, w.drawDivisions.length)] ?? 1;
  const c = w.client;
  if (i % 3 === 0) await c.send({ method: 'GET', kind: '/api/settings', path: '/api/settings' });
  else if (i % 3 === 1) await c.send({ method: 'GET', kind: '/api/draw', path: `/api/draw?division_id=${d}` });
  else await c.send({ method: 'GET', kind: '/api/draw/result', path: `/api/draw/result?division_id=${d}` });
}

const tokenOf = (a: Answer) => {
  const success = dataOf<{ success: string }>(a)?.success;
  return success ? (JSON.parse(success) as { access_token: string }).access_token : null;
};

/** The wizard's calls: countries for the personal step, localities as the suburb is typed, then the registration. */
export async function register(w: World, n: number, form = formOf(n), twice = false): Promise<Member | null> {
  const c = w.client;
  const p = person(w.tag, n);
  const visitor: Visitor = {};
  await queued(w, visitor, WIZARD_PAGE[form]);
  if (form !== 'netball')
    await c.send({
      method: 'POST',
      kind: '/api/member/getData',
      path: '/api/member/getData',
      body: { type: 'countries' },
    });
  await think(w);
  await c.send({
    method: 'POST',
    kind: '/api/member/getData',
    path: '/api/member/getData',
    body: { type: 'localities', search: 'HORN' },
  });
  await think(w);
  const send = () =>
    c.send({
      method: 'POST',
      kind: '/api/member/register',
      path: '/api/member/register',
      body: registrationBody(form, p),
      cookie: visitor.cookie,
      expect: twice ? [409] : [],
    });
  const answers = await Promise.all(twice ? [send(), send()] : [send()]);
  const token = answers.map(tokenOf).find(Boolean);
  if (!token) return null;
  w.tokens.push(token);
  if (w.tokens.length > 200) w.tokens.splice(0, 100);
  return { person: p, token, form, visitor };
}

/**
 * How the payment is sent: once; twice at once with one key (a double-submit); or a refresh mid-payment: the page
 * keeps its Idempotency-Key in memory only (web `use-payment-attempt.ts`), so 30 ms after the first, a refresh reads
 * the page again and pays again with a new key, which the server must refuse while the first is under way, or once it
 * is paid, as no longer payable.
 */
export type PayStyle = 'once' | 'double' | 'refresh';

export interface Payment {
  path: string;
  body: unknown;
  /** The page's own read (what a refresh sends again before paying). */
  page: { kind: string; path: string };
  /** The journey's refusals of any payment (a division filled meanwhile …). */
  expect?: number[];
  /** The refusals of the same thing paid again with a new key: under way (409) or no longer payable (409, 422). */
  again: number[];
}

/** A paying call (with its Idempotency-Key) sent as `style` says; answers the one that paid, if any did. */
export async function pay(w: World, m: Member, p: Payment, style: PayStyle): Promise<Answer> {
  const kind = p.path.replace(/\/(basketball|netball)$/, '/:sport');
  const expect = p.expect ?? [];
  const call = (key: string, refusals: number[]) => ({
    method: 'POST' as const,
    kind,
    path: p.path,
    body: p.body,
    token: m.token,
    cookie: m.visitor.cookie, // the fair queue's pass, which a browser sends with every call under /api
    key,
    expect: [...expect, ...refusals],
  });
  if (style === 'once') return w.client.send(call(newKey(), []));
  if (style === 'double') {
    const twice = call(newKey(), [409]); // the same key while the first is under way
    return (await Promise.all([w.client.send(twice), w.client.send(twice)]))[0]!;
  }
  // either may be the one refused: the refresh's payment can take the hold before the first's does
  const first = w.client.send(call(newKey(), p.again));
  await pause(30);
  await w.client.send({ method: 'GET', ...p.page, token: m.token });
  const second = await w.client.send(call(newKey(), p.again));
  return (await first).status === 200 ? first : second;
}

/** Renewing the sport's membership (spec 002 §2): the page's read, then the payment by card. */
export async function renew(w: World, m: Member, style: PayStyle): Promise<void> {
  const sport = m.form === 'netball' ? 'netball' : 'basketball';
  const path = `/api/ecommerce/membership/${sport}`;
  await queued(w, m.visitor, '/member/membership');
  const info = dataOf<{ membershipCart: { p_name: string; p_price: number }; can_renew: boolean }>(
    await w.client.send({ method: 'GET', kind: '/api/ecommerce/membership/:sport', path, token: m.token }),
  );
  if (!info?.can_renew) return;
  await think(w);
  const body = { cardData: CARD, couponCart: null, donationCart: [], membershipCart: info.membershipCart, sport };
  // paid again: 409 while the first is under way (renewal.ts holdRenewal), 422 too early once it is paid
  await pay(w, m, { path, body, page: { kind: '/api/ecommerce/membership/:sport', path }, again: [409, 422] }, style);
}

interface DivisionOption {
  value: number;
  text: string;
  waitlist: boolean;
  price: number;
  sold_out: boolean;
}

/** The nomination wizard (spec 001): grade, group, division, its capacity, five invited players, then the payment. */
export async function enterTeam(w: World, m: Member, n: number, style: PayStyle): Promise<void> {
  const c = w.client;
  const get = async <T>(kind: string, path: string) =>
    dataOf<T>(await c.send({ method: 'GET', kind, path, token: m.token }));
  await queued(w, m.visitor, '/member/teamnomination');
  await get('/api/ecommerce/seasons', '/api/ecommerce/seasons');
  const grades = (await get<{ value: number }[]>('/api/ecommerce/grades', '/api/ecommerce/grades')) ?? [];
  await think(w);
  // The run's managers and players are women: the open divisions of the first grade (senior) take them.
  const grade = grades[0]?.value ?? 1;
  const groups =
    (await get<{ value: number }[]>('/api/ecommerce/divisiongroups/:type', `/api/ecommerce/divisiongroups/${grade}`)) ??
    [];
  const options: (DivisionOption & { group: number })[] = [];
  for (const g of groups) {
    const list = await get<DivisionOption[]>('/api/ecommerce/divisions/:group', `/api/ecommerce/divisions/${g.value}`);
    options.push(
      ...(list ?? [])
        .filter((d) => !d.sold_out && !/men's/i.test(d.text.replace(/women's/i, '')))
        .map((d) => ({ ...d, group: g.value })),
    );
  }
  // a place where one is left, else the waiting list
  const d = options.find((o) => !o.waitlist) ?? options[0];
  if (!d) return;
  const open = await c.send({
    method: 'GET',
    kind: '/api/ecommerce/teamnomination/:division',
    path: `/api/ecommerce/teamnomination/${d.value}`,
    token: m.token,
    expect: [422],
  });
  if (open.status !== 200) return;
  const preferred = d.waitlist
    ? ((
        await get<{ value: number }[]>(
          '/api/ecommerce/preferreddivisions/:division',
          `/api/ecommerce/preferreddivisions/${d.value}`,
        )
      )?.[0]?.value ?? d.value)
    : null;
  await think(w);
  const players = [];
  for (let i = 0; i < 5; i++) {
    const player = {
      firstname: `Play${letters(n)}`,
      lastname: `Er${letters(i)}${w.tag}`,
      dob: '01/01/1995',
      gender: 'female',
      email: `rdp${w.tag}${n}x${i}@example.com.au`,
      requireEmail: true,
    };
    const check = dataOf<{ outcome: string; mid: number | null; status: string }>(
      await c.send({
        method: 'POST',
        kind: '/api/ecommerce/teamnomination/checkplayer',
        path: '/api/ecommerce/teamnomination/checkplayer',
        body: { player, division: d.value, fromteamentry: true },
        token: m.token,
      }),
    );
    players.push({
      ...player,
      mid: check?.mid ?? null,
      status: check?.status ?? 'Player Invited',
      confirm: true,
      copied: false,
    });
  }
  await think(w);
  const body = entryBody(
    m.person,
    { grade, group: d.group, division: d.value, preferred, price: d.price, name: d.text },
    players,
  );
  await pay(
    w,
    m,
    {
      path: '/api/ecommerce/teamnomination/payteamnom',
      body,
      page: { kind: '/api/ecommerce/seasons', path: '/api/ecommerce/seasons' },
      expect: [409], // the division filled meanwhile: nothing is charged
      // the same team entered again: 422 on its name (entered, held or placed: team_entries_division_name_key)
      again: [422],
    },
    style,
  );
}
