import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingFieldMessages } from '@portal/domain/bookings/bookings.messages';
import { dateHorizonMessage } from '@portal/domain/shared/date-horizon';
import { mayDo, STAFF_ROLES, type StaffAction } from '@portal/domain/staff/permissions';
import { buildTestApp, type TestApp } from '../../test/harness';
import { fingerprint } from './hostile-input-kit';

// Hostile requests an outside tester sent one by one (issue 39), beside the generated ones of hostile-input.test and
// hostile-shapes.test: each answers 422 naming its field, never 5xx, and writes nothing. An end before the start of a
// block's conflicts answered 500; dates of the year 9999 were stored (decision 267: the staff date horizon).

const STAFF = {
  administrator: 'admin01',
  competition_officer: 'compofficer01',
  referee_coordinator: 'refcoord01',
  finance_officer: 'finance01',
  venue_manager: 'venue01',
} as const;
const FAR = '9999-12-31';
const horizon = dateHorizonMessage(new Date());

const CASES: {
  name: string;
  permission: StaffAction;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  field: string;
  message: string;
}[] = [
  {
    name: 'a block conflicts read ending before it starts',
    permission: 'bookings.read',
    method: 'GET',
    url: '/api/staff/blocks/conflicts?court_id=1&from_day=2027-03-10&from_time=10:00&to_day=2027-03-09&to_time=09:00',
    field: 'to_time',
    message: BookingFieldMessages.endAfterStart,
  },
  {
    name: 'a membership expiry of 31/12/9999',
    permission: 'members.membership',
    method: 'POST',
    url: '/api/staff/members/1/membership',
    body: { sport: 'basketball', expiry_date: FAR, memb_renewal: false, reason: 'Paid at the desk' },
    field: 'expiry_date',
    message: horizon,
  },
  {
    name: 'a roster event on 31/12/9999',
    permission: 'rosters.events.write',
    method: 'POST',
    url: '/api/staff/rosters/events',
    body: { name: 'Gala day', date: FAR, venue: 1 },
    field: 'date',
    message: horizon,
  },
  {
    name: 'a season exception on 31/12/9999',
    permission: 'competition.setup',
    method: 'POST',
    url: '/api/staff/seasons/1/exceptions',
    body: { from: FAR, to: '', reason: 'Holidays', division_id: '' },
    field: 'from',
    message: horizon,
  },
  {
    name: 'a season exception ending in 9999',
    permission: 'competition.setup',
    method: 'POST',
    url: '/api/staff/seasons/1/exceptions',
    body: { from: '2027-01-01', to: FAR, reason: 'Holidays', division_id: '' },
    field: 'to',
    message: horizon,
  },
  {
    name: 'an invoice due on 31/12/9999',
    permission: 'invoices.write',
    method: 'POST',
    url: '/api/staff/invoices',
    body: {
      member_id: 3,
      description: 'Court fees',
      due_on: FAR,
      lines: [{ name: 'Court hire', quantity: 1, unit_price_cents: 5500 }],
    },
    field: 'due_on',
    message: horizon,
  },
  {
    name: 'a pay run to 31/12/9999',
    permission: 'officials.pay.run',
    method: 'POST',
    url: '/api/staff/officials-pay/runs',
    body: { from: '2026-01-01', to: FAR },
    field: 'to',
    message: horizon,
  },
  {
    name: 'an ABA file processed on 31/12/9999',
    permission: 'officials.pay.export',
    method: 'POST',
    url: '/api/staff/officials-pay/runs/1/aba',
    body: { processing_date: FAR },
    field: 'processing_date',
    message: horizon,
  },
  {
    name: 'a game moved to the year 1000',
    permission: 'competition.games',
    method: 'POST',
    url: '/api/staff/competition/games/1/edit',
    body: { action: 'move', date: '1000-01-01', time_from: '10:00', court_id: 1 },
    field: 'date',
    message: horizon,
  },
];

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  for (const [role, username] of Object.entries(STAFF)) tokens.set(role, await t.asMember(username));
});
afterAll(async () => {
  await t.close();
});

describe('hostile requests found by hand', () => {
  it.each(CASES)(
    '$name: 422 naming $field, nothing written',
    async ({ permission, method, url, body, field, message }) => {
      const role = STAFF_ROLES.find((r) => mayDo([r], permission))!;
      const before = await fingerprint(t.database.db);
      const res = await t.request({ method, url, token: tokens.get(role)!, payload: body });
      expect([res.statusCode, res.json().errors?.[field]]).toEqual([422, message]);
      expect(await fingerprint(t.database.db)).toBe(before);
    },
  );
});
