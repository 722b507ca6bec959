import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath, type EndpointDef } from '@portal/domain/shared/endpoint';
import { mayDo, STAFF_ROLES, type StaffAction } from '@portal/domain/staff/permissions';
import { buildTestApp, confirmPassword, type TestApp } from '../../test/harness';
import { allEndpoints, fingerprint } from '../platform/hostile-input-kit';
import { mailOutbox } from '../platform/mail/outbox.tables';

// Every staff call, tried as each staff role, as a member without roles and anonymous (docs/decisions/160): only the
// roles the permission table names get past the gate; everyone else gets 401 or 403 with nothing written. A staff
// call without a row here fails the first test.

const PRODUCT = {
  title: 'Access Hat',
  name: 'access-hat',
  category_id: 6,
  venue_id: '',
  description: '',
  price: '12.50',
  quantity: '10',
  order_qty_max: '',
  date_start: '',
  date_end: '',
  time_start: '',
  time_end: '',
  voucher_eligible: true,
  no_attendee: true,
  akv: false,
};
type Sample = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
const SAMPLES: Record<string, Sample> = {
  'GET /api/staff/me': {},
  // the second factor (decision 327): the demo's setting written again (no change), a member with none to reset (404)
  'GET /api/staff/security/second-factor': {},
  'PUT /api/staff/security/second-factor': { body: { staff_required: false } },
  'POST /api/staff/members/:memberId/second-factor/reset': { params: { memberId: '999999' } },
  'GET /api/staff/roles': {},
  'POST /api/staff/roles/grant': { body: { username: 'coach01', role: 'venue_manager' } },
  'POST /api/staff/roles/revoke': { body: { username: 'coach01', role: 'venue_manager' } },
  'GET /api/staff/audit': { query: { page: '0', pageSize: '10' } },
  'GET /api/staff/audit/export': {},
  'GET /api/staff/home': {},
  'GET /api/staff/mail': { query: { status: 'failed' } },
  // requests to correct a person's data (decision 323): none by that number, so the answer is 404
  'GET /api/staff/privacy/corrections': { query: { status: 'open' } },
  'POST /api/staff/privacy/corrections/:id/answer': {
    params: { id: '999999' },
    body: { outcome: 'declined', answer: 'No such request' },
  },
  // deletion requests (decision 324): none by that number, so the confirm answers 404 and de-identifies no one
  'GET /api/staff/privacy/deletions': {},
  'POST /api/staff/privacy/deletions/:id/confirm': { params: { id: '999999' } },
  // when registrations open (decision 347): removing the opening time, as it is in the demo
  'GET /api/staff/registrations/opening': {},
  'PUT /api/staff/registrations/opening': { body: { opens_at: '' } },
  // the security log (decision 316)
  'GET /api/staff/security/log': { query: { kind: 'sign-in', page: '0', pageSize: '10' } },
  'GET /api/staff/security/log/export': { query: { kind: 'staff-refused' } },
  // Working With Children Checks (decisions 315, 317): a person without a check, so the result answers 404
  'GET /api/staff/safeguarding/checks': { query: { view: 'attention' } },
  'GET /api/staff/safeguarding/checks/export': { query: { view: 'removed' } },
  'GET /api/staff/safeguarding/checks/:memberId': { params: { memberId: '999999' } },
  'POST /api/staff/safeguarding/checks/:memberId/result': {
    params: { memberId: '999999' },
    body: { result: 'not_found', note: 'No match on the NSW register' },
  },
  'GET /api/staff/safeguarding/settings': {},
  'PUT /api/staff/safeguarding/settings': {
    body: { pending_policy: 'warn', verifier: 'manual', reverify_every_days: 90, remind_days_before: 30 },
  },
  // messaging settings (decision 314)
  // the verification sandbox (decision 318): a check id without a check, so the decision answers 404 and sends nothing
  'GET /api/staff/safeguarding/sandbox': {},
  'POST /api/staff/safeguarding/sandbox/checks/:checkId': { params: { checkId: '999999' }, body: { status: 'barred' } },
  'GET /api/staff/messages/settings': {},
  'PUT /api/staff/messages/settings': {
    body: {
      team_messages: true,
      team_messages_per_day: 5,
      renewal_reminders: false,
      renewal_reminder_days: 14,
      renewal_reminder_text: 'Hi {firstname}, renew {sport} by {expiry}.',
      invoice_reminders: false,
      invoice_overdue_days: 7,
      invoice_reminder_text: 'Hi {firstname}, {invoice} is due on {due}.',
      fixture_digest: false,
    },
  },
  // messages (decisions 309, 310): a team that is not there, so each allowed call answers a field error or 404
  'POST /api/staff/messages/preview': {
    body: { audience: { type: 'team', teamId: 999999 }, kind: 'competition', channels: ['email'] },
  },
  'POST /api/staff/messages': {
    body: {
      audience: { type: 'team', teamId: 999999 },
      kind: 'competition',
      channels: ['email'],
      subject: 'Access',
      body: 'Access',
    },
  },
  'POST /api/staff/messages/attachments': { body: {} },
  'GET /api/staff/messages': {},
  'GET /api/staff/messages/:messageId': { params: { messageId: '999999' } },
  'GET /api/staff/messages/:messageId/deliveries': { params: { messageId: '999999' } },
  'POST /api/staff/messages/:messageId/cancel': { params: { messageId: '999999' } },
  'GET /api/staff/messages/options': {},
  'POST /api/staff/divisions/:divisionId/clubs': {
    params: { divisionId: '999999' },
    body: { teams: [{ id: 999999, club: 'Access' }] },
  },
  // imports (decisions 298, 299): none there, so each allowed call answers 404 (or 415 for the upload sent as JSON)
  'POST /api/staff/imports': { body: {} },
  'GET /api/staff/imports': {},
  'GET /api/staff/imports/:importId': { params: { importId: '999999' } },
  'POST /api/staff/imports/:importId/run': { params: { importId: '999999' }, body: { decisions: [] } },
  'POST /api/staff/imports/:importId/undo': { params: { importId: '999999' } },
  // an import's claim invitations (decision 301): no such import, so each allowed call answers 404
  'GET /api/staff/imports/:importId/claims': { params: { importId: '999999' } },
  'POST /api/staff/imports/:importId/invite': { params: { importId: '999999' }, body: { per_hour: 10 } },
  // member records: coach01 (member 3) and official01 (member 5, with bank details) of the demo data
  'GET /api/staff/members': { query: { q: 'coach' } },
  'GET /api/staff/members/export': { query: { q: 'coach' } },
  'GET /api/staff/export/template.csv': {}, // everyone as the import's template (decision 297)
  'GET /api/staff/members/:memberId': { params: { memberId: '3' } },
  'POST /api/staff/members/:memberId/correct': {
    params: { memberId: '3' },
    body: {
      firstname: 'Carla',
      lastname: 'Coach',
      dob: '02/03/1987',
      gender: 'female',
      reason: 'Birth certificate seen',
    },
  },
  'POST /api/staff/members/:memberId/flags': {
    params: { memberId: '3' },
    body: {
      is_eft: false,
      is_ref: true,
      is_roster: false,
      is_man: false,
      non_pl: false,
      sk_tm: false,
      sk_tm_val: false,
      sports: ['basketball'],
    },
  },
  'POST /api/staff/members/:memberId/membership': {
    params: { memberId: '3' },
    body: { sport: 'basketball', expiry_date: '2030-06-30', memb_renewal: false, reason: 'Life member' },
  },
  'POST /api/staff/members/:memberId/reset-link': { params: { memberId: '3' } },
  // guardians (decision 252): coach01 as her own guardian and an unlink of a pair that is not there, so an allowed call writes nothing
  'POST /api/staff/members/:memberId/guardians': {
    params: { memberId: '3' },
    body: { guardian_id: 3, reason: 'Access check' },
  },
  'POST /api/staff/members/:memberId/guardians/:guardianId/unlink': {
    params: { memberId: '3', guardianId: '999999' },
    body: { reason: 'Access check' },
  },
  'POST /api/staff/members/:memberId/deactivate': { params: { memberId: '3' }, body: { reason: 'Asked to leave' } },
  'POST /api/staff/members/:memberId/reactivate': { params: { memberId: '3' }, body: { reason: 'Came back' } },
  'POST /api/staff/members/:memberId/bank': { params: { memberId: '5' }, body: { reason: 'Paying an official' } },
  'POST /api/staff/confirm-password': { body: { password: 'Portal2026' } },
  // duplicate people: member01 and manager01 are not one person, so a permitted merge answers 409 and moves nothing
  'GET /api/staff/duplicates': {},
  'POST /api/staff/duplicates/merge': { body: { keep_id: 1, merge_id: 2, reason: 'test' } },
  // different people (decision 284): a pair of accounts that do not exist, so a permitted call answers 404 and writes nothing
  'POST /api/staff/duplicates/different': { body: { a_id: 999998, b_id: 999999, reason: 'test' } },
  // invited players (decision 154)
  'GET /api/staff/invitations': { query: { status: 'invited' } },
  // season setup (decision 185): season 1 and division 1 of the demo data; a second allowed call finds the name taken (422)
  'GET /api/staff/seasons': { query: { page: '0', pageSize: '10' } },
  'POST /api/staff/seasons': {
    body: {
      name: 'Access Season',
      starts_on: '2027-02-06',
      ends_on: '2027-06-26',
      active: false,
      archived: false,
      copy_from: '',
    },
  },
  'GET /api/staff/seasons/:seasonId': { params: { seasonId: '1' } },
  'POST /api/staff/seasons/:seasonId': {
    params: { seasonId: '999999' },
    body: { name: 'Nowhere', starts_on: '2027-02-06', ends_on: '2027-06-26', active: false, archived: false },
  },
  'POST /api/staff/seasons/:seasonId/exceptions': {
    params: { seasonId: '1' },
    body: { from: '2030-01-26', to: '', reason: 'Australia Day', division_id: '' },
  },
  'POST /api/staff/seasons/:seasonId/exceptions/remove': {
    params: { seasonId: '1' },
    body: { id: 999999, division_id: '' },
  },
  'POST /api/staff/grades': { body: { name: 'Access Grade' } },
  'POST /api/staff/seasons/:seasonId/groups': {
    params: { seasonId: '1' },
    body: { grade_id: 1, name: 'Access Group' },
  },
  'POST /api/staff/seasons/:seasonId/divisions': {
    params: { seasonId: '999999' },
    body: {
      group_id: 1,
      name: 'Access Division',
      note: '',
      sport: 'basketball',
      active: true,
      min_players: 5,
      max_players: '',
      capacity: '',
      waitlist: false,
      price: '0',
      free: true,
      finals_qualification: 0,
      double_point_rounds: '',
      weekday: 6,
      uses_duty: false,
    },
  },
  'POST /api/staff/divisions/:divisionId': {
    params: { divisionId: '999999' },
    body: {
      group_id: 1,
      name: 'Access Division',
      note: '',
      sport: 'basketball',
      active: true,
      min_players: 5,
      max_players: '',
      capacity: '',
      waitlist: false,
      price: '0',
      free: true,
      finals_qualification: 0,
      double_point_rounds: '',
      weekday: 6,
      uses_duty: false,
    },
  },
  'POST /api/staff/divisions/:divisionId/teams': { params: { divisionId: '999999' }, body: { names: 'Access Team' } },
  'GET /api/staff/courts': {},
  'POST /api/staff/courts': { body: { venue_id: 1, name: 'Access Court' } },
  'POST /api/staff/courts/:courtId/slots': {
    params: { courtId: '1' },
    body: { weekday: 0, starts: '09:00', minutes: 60 },
  },
  // fixtures (decision 186): the demo season's divisions have results, so an allowed preview is refused (409) and writes nothing
  'GET /api/staff/seasons/:seasonId/fixtures': { params: { seasonId: '1' } },
  'POST /api/staff/seasons/:seasonId/fixtures/preview': {
    params: { seasonId: '1' },
    body: { division_ids: [1], legs: 1, from_round: 1 },
  },
  'POST /api/staff/seasons/:seasonId/fixtures/publish': {
    params: { seasonId: '1' },
    body: { division_ids: [1], legs: 1, from_round: 1, fingerprint: '0'.repeat(64) },
  },
  // results (docs/decisions/190): a game that does not exist, so a permitted call answers 404 or 422 and writes nothing
  'GET /api/staff/competition/results/game-days': {},
  'GET /api/staff/competition/results/sheet': { query: { date: '2026-05-02', venue_id: '1' } },
  'POST /api/staff/competition/results/sheet': { body: { games: [{ game_id: 99999, score_a: 50, score_b: 40 }] } },
  'POST /api/staff/competition/results/games/:gameId/forfeit': {
    params: { gameId: '99999' },
    body: { team_id: 1, kind: 'notified' },
  },
  'POST /api/staff/competition/results/games/:gameId/disqualify': {
    params: { gameId: '99999' },
    body: { team_id: 1, reason: 'test' },
  },
  'POST /api/staff/competition/results/adjustments': { body: { team_id: 99999, points: 2, reason: 'test' } },
  'GET /api/staff/competition/results/adjustments': { query: { division_id: '1' } },
  'GET /api/staff/competition/results/divisions': {},
  'GET /api/staff/competition/results/games/:gameId/stats': { params: { gameId: '1' } },
  'POST /api/staff/competition/results/games/:gameId/stats': { params: { gameId: '99999' }, body: { lines: [] } },
  'POST /api/staff/competition/results/games/:gameId/stats/import': {
    params: { gameId: '99999' },
    body: { csv: 'team,number' },
  },
  // ladder rules (docs/decisions/191): a division that does not exist, so a permitted save answers 404
  // game edits (decision 210): an allowed edit of a game that does not exist answers 404 and writes nothing
  'GET /api/staff/competition/games': { query: { division_id: '1' } },
  'POST /api/staff/competition/games/:gameId/check': { params: { gameId: '99999' }, body: { action: 'postpone' } },
  'POST /api/staff/competition/games/:gameId/edit': { params: { gameId: '99999' }, body: { action: 'postpone' } },
  // finals (decision 212): the demo division still has regular games to play, so an allowed call answers 409 and writes nothing
  'POST /api/staff/competition/finals': {
    body: { division_id: 1, teams: 4, minutes: 60, games: [{ date: '2027-03-06', time_from: '10:00', court_id: 1 }] },
  },
  'GET /api/staff/competition/ladder-rules': { query: { division_id: '1' } },
  'POST /api/staff/competition/ladder-rules': {
    body: {
      division_id: 99999,
      rules: {
        points: {
          win: 2,
          draw: 1,
          loss: 1,
          bye: 2,
          forfeitWin: 2,
          disqualified: 0,
          forfeitLoss: { non_advised: 0, notified: 0, admin: 0 },
        },
        tiebreakers: ['points'],
        forfeitScore: null,
      },
    },
  },
  // team entries (docs/decisions/206): an entry that does not exist, so a permitted decision answers 404 and writes nothing
  'GET /api/staff/entries': { query: { season_id: '1' } },
  'GET /api/staff/entries/seasons': {},
  'POST /api/staff/entries/:entryId/accept': { params: { entryId: '999999' } },
  'POST /api/staff/entries/:entryId/decline': { params: { entryId: '999999' }, body: { reason: 'Not this season' } },
  'POST /api/staff/entries/:entryId/place': { params: { entryId: '999999' }, body: { division_id: 1 } },
  'POST /api/staff/entries/:entryId/regrade': { params: { entryId: '999999' }, body: { division_id: 1 } },
  // referee roster (docs/decisions/195): a permitted call on a date without games answers 409 or 422 and writes nothing
  'GET /api/staff/rosters/referee/options': {},
  'GET /api/staff/rosters/referee': { query: { season: '1', from: '2000-01-01', to: '2000-01-07', type: 'referee' } },
  'POST /api/staff/rosters/referee/assign': { body: { game_id: 1, function: 'Referee 1', member_id: 1 } },
  'POST /api/staff/rosters/referee/unassign': { body: { game_id: 1, function: 'Umpire' } },
  'POST /api/staff/rosters/referee/suggest': {
    body: { season: 1, from: '2000-01-01', to: '2000-01-07', type: 'referee' },
  },
  'POST /api/staff/rosters/referee/publish': { body: { season: 1, date: '2000-01-01' } },
  // referee places per division (decision 278): an unknown division, so an allowed call writes nothing
  'POST /api/staff/rosters/referee/slots': { body: { division_id: 999999, slots: 3 } },
  // officials' pay (docs/decisions/196): no games to pay in 2000, no run 999999
  'GET /api/staff/officials-pay/rates': {},
  'POST /api/staff/officials-pay/rates': { body: { roster_type: 'referee', game_kind: 'round', amount_cents: 3500 } },
  'GET /api/staff/officials-pay/runs': {},
  // officials waiting for bank details (decision 283): a reminder to nobody who waits mails nothing
  'GET /api/staff/officials-pay/waiting-for-bank': {},
  'POST /api/staff/officials-pay/waiting-for-bank/remind': { body: { member_ids: [999999] } },
  'POST /api/staff/officials-pay/runs': { body: { from: '2000-01-01', to: '2000-01-07' } },
  'GET /api/staff/officials-pay/runs/:runId': { params: { runId: '999999' } },
  'POST /api/staff/officials-pay/runs/:runId/aba': {
    params: { runId: '999999' },
    body: { processing_date: '2026-12-01' },
  },
  // event rosters and the noticeboard (docs/decisions/197): no event or row 999999, no venue 999999
  'GET /api/staff/rosters/events': {},
  'POST /api/staff/rosters/events': { body: { name: 'Test Day', date: '2026-12-01', venue: 999999 } },
  'GET /api/staff/rosters/events/:eventId': { params: { eventId: '999999' } },
  'POST /api/staff/rosters/events/:eventId/entries': {
    params: { eventId: '999999' },
    body: { username: 'official01', date: '2026-12-01', time_from: '09:00', time_to: '10:00', function: 'Scorer' },
  },
  'POST /api/staff/rosters/events/entries/:entryId/cancel': { params: { entryId: '999999' } },
  'POST /api/staff/rosters/events/:eventId/notify': { params: { eventId: '999999' } },
  'GET /api/staff/noticeboard': {},
  'POST /api/staff/noticeboard': { body: { section: 'Players wanted', firstname: 'Pat', email: 'pat@example.com' } },
  'POST /api/staff/noticeboard/:noticeId/remove': { params: { noticeId: '999999' } },
  // invoices, credit notes and refunds (docs/decisions/200, 201): coach01's new invoice, the demo team invoice 1
  'GET /api/staff/invoices': { query: { state: 'owing' } },
  'GET /api/staff/invoices/export': {},
  'GET /api/staff/invoices/teams': { query: { q: 'a' } },
  'GET /api/staff/invoices/:invoiceId': { params: { invoiceId: '1' } },
  'POST /api/staff/invoices': {
    body: {
      member_id: 3,
      description: 'Court fees',
      due_on: '2030-01-31',
      lines: [{ name: 'Court hire', quantity: 1, unit_price_cents: 5500 }],
    },
  },
  'POST /api/staff/invoices/:invoiceId/send': { params: { invoiceId: '1' } },
  'POST /api/staff/invoices/:invoiceId/credit-notes': {
    params: { invoiceId: '1' },
    body: { amount_cents: 100, reason: 'Late fee waived' },
  },
  // coupons (docs/decisions/239): a new code once, then taken (422); an unknown coupon answers 404
  'GET /api/staff/coupons': { query: { q: 'SAVE' } },
  'POST /api/staff/coupons': { body: { code: 'ACCESS10', method: 'percent', value: 10 } },
  'POST /api/staff/coupons/:couponId': {
    params: { couponId: '999999' },
    body: { code: 'NOWHERE', method: 'fixed', value: 500 },
  },
  // vouchers (docs/decisions/240, 241): a new number once, then taken (422); an unknown voucher answers 404
  'GET /api/staff/vouchers': { query: { state: 'unredeemed' } },
  'POST /api/staff/vouchers': { body: { number: 'ACCESS0001', pin: '1234', value_cents: 1000 } },
  'POST /api/staff/vouchers/:voucherId/void': { params: { voucherId: '999999' }, body: { reason: 'Lost' } },
  'GET /api/staff/vouchers/akv-redemptions': { query: { from: '2026-01-01', to: '2026-12-31' } },
  'GET /api/staff/vouchers/akv-redemptions/export': { query: { from: '2026-01-01', to: '2026-12-31' } },
  'POST /api/staff/payments/:paymentId/refunds': {
    params: { paymentId: '1' },
    body: { amount_cents: 100, reason: 'Overcharged', idempotency_key: 'staff-access-refund-0001' },
  },
  // money taken at the desk (decision 273): a cent of the demo team invoice; the reversal of a card payment is refused (409)
  'POST /api/staff/invoices/:invoiceId/desk-payments': {
    params: { invoiceId: '1' },
    body: { method: 'cash', amount_cents: 1, received_on: '2025-06-30', reference: '' },
  },
  'POST /api/staff/payments/:paymentId/reversal': { params: { paymentId: '1' }, body: { reason: 'Cheque bounced' } },
  // a membership paid at the desk (decision 274): an unknown member, so an allowed call answers 404 and writes nothing
  'POST /api/staff/members/:memberId/membership-desk-payments': {
    params: { memberId: '999999' },
    body: { sport: 'basketball', method: 'cash', amount_cents: 15000, received_on: '2025-06-30', reference: '' },
  },
  'GET /api/staff/team-entry-desk-divisions': {},
  // a team entry paid at the desk (decision 275): an unknown member, so an allowed call answers 404 and writes nothing
  'POST /api/staff/members/:memberId/team-entry-desk-payments': {
    params: { memberId: '999999' },
    body: {
      division_id: 1,
      team_name: 'Desk Dingoes',
      method: 'cash',
      amount_cents: 15000,
      received_on: '2025-06-30',
      reference: '',
    },
  },
  // court hire (docs/decisions/215, 216): an unknown booking, so an allowed cancellation answers 404 and writes nothing
  'GET /api/staff/bookings': { query: { status: 'booked' } },
  'GET /api/staff/bookings/export': {},
  'POST /api/staff/bookings/:bookingId/cancel': {
    params: { bookingId: '999999' },
    body: { reason: 'Closed', refund_cents: 0, idempotency_key: 'staff-access-cancel-0001' },
  },
  // court blocks (docs/decisions/216): court 1 of the demo, years ahead, where nothing holds it
  'GET /api/staff/blocks': { query: { from: '2026-01-01' } },
  'GET /api/staff/blocks/conflicts': {
    query: { court_id: '1', from_day: '2030-01-01', from_time: '10:00', to_day: '2030-01-01', to_time: '11:00' },
  },
  'POST /api/staff/blocks': {
    body: {
      court_id: 1,
      kind: 'maintenance',
      title: 'Floor sanding',
      from_day: '2030-01-01',
      from_time: '10:00',
      to_day: '2030-01-01',
      to_time: '11:00',
    },
  },
  'POST /api/staff/blocks/:blockId/remove': { params: { blockId: '999999' } },
  // court hire settings (docs/decisions/217): an unknown court and type, so an allowed save answers 404 and writes nothing
  'GET /api/staff/venues/:venueId/hire': { params: { venueId: '1' } },
  'POST /api/staff/hire-courts/:courtId/hours': {
    params: { courtId: '999999' },
    body: { hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: true, opens: '06:00', closes: '22:00' })) },
  },
  'POST /api/staff/booking-types/:typeId/rates': {
    params: { typeId: '999999' },
    body: { rates: [{ option_id: null, min_minutes: 60, max_minutes: 120, hourly_cents: 5000 }] },
  },
  // store (docs/decisions/235): an unknown category, so an allowed save or delete answers 404 and writes nothing
  'GET /api/staff/store/categories': {},
  'POST /api/staff/store/categories': { body: { name: 'Access Category', parent_id: '' } },
  'POST /api/staff/store/categories/:categoryId': {
    params: { categoryId: '999999' },
    body: { name: 'Nowhere', parent_id: '' },
  },
  'POST /api/staff/store/categories/:categoryId/remove': { params: { categoryId: '999999' } },
  'GET /api/staff/store/products': { query: { state: 'active' } },
  'GET /api/staff/store/products/:productId': { params: { productId: '1' } },
  'POST /api/staff/store/products': { body: { ...PRODUCT, title: 'Access Cap' } },
  'POST /api/staff/store/products/:productId': { params: { productId: '999999' }, body: PRODUCT },
  'POST /api/staff/store/products/:productId/state': { params: { productId: '999999' }, body: { active: false } },
  'POST /api/staff/store/products/:productId/remove': { params: { productId: '999999' } },
  'GET /api/staff/store/products/:productId/attendees': { params: { productId: '1' } },
  'GET /api/staff/store/products/:productId/attendees/export': { params: { productId: '1' } },
  'POST /api/staff/store/products/:productId/cover': { params: { productId: '999999' } },
  'POST /api/staff/store/products/:productId/cover/remove': { params: { productId: '999999' } },
  // venues and courts for hire (docs/decisions/232): unknown venue and court answer 404; the venue manager's add writes one venue
  'GET /api/staff/venues': {},
  'POST /api/staff/venues': {
    body: {
      name: 'Access Hall',
      address: '1 Test St',
      suburb: 'Hornsby',
      state: 'NSW',
      postcode: '2077',
      hire_active: false,
    },
  },
  'POST /api/staff/venues/:venueId': {
    params: { venueId: '999999' },
    body: {
      name: 'Nowhere',
      address: '1 Test St',
      suburb: 'Hornsby',
      state: 'NSW',
      postcode: '2077',
      hire_active: true,
    },
  },
  'POST /api/staff/venues/:venueId/hire-courts': {
    params: { venueId: '999999' },
    body: { name: 'Court 9', layout: 'halves' },
  },
  'POST /api/staff/hire-courts/:courtId': { params: { courtId: '999999' }, body: { name: 'Court 9', active: true } },
  // booking sports, types and options (docs/decisions/233): an unknown venue and item answer 404 and write nothing
  'POST /api/staff/venues/:venueId/hire-catalogue': {
    params: { venueId: '999999' },
    body: { kind: 'sport', name: 'Futsal', active: true, sport_id: null },
  },
  'POST /api/staff/hire-catalogue/:kind/:itemId': {
    params: { kind: 'type', itemId: '999999' },
    body: { name: 'Casual Hire', active: true },
  },
  // reports (docs/decisions/202)
  ...Object.fromEntries(
    ['payments-by-day', 'payments-by-product', 'payments-by-area', 'payments-by-method', 'gst', 'memberships'].flatMap(
      (kind) => [
        [`GET /api/staff/reports/${kind}`, { query: { from: '2026-01-01', to: '2026-06-30' } }],
        [`GET /api/staff/reports/${kind}/export`, { query: { from: '2026-01-01', to: '2026-06-30' } }],
      ],
    ),
  ),
};

const AS_ROLE: Record<string, string> = {
  administrator: 'admin01',
  competition_officer: 'compofficer01',
  referee_coordinator: 'refcoord01',
  finance_officer: 'finance01',
  venue_manager: 'venue01',
};

let t: TestApp;
let staffCalls: [string, EndpointDef][];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  staffCalls = [...(await allEndpoints())].filter(([, e]) => e.auth === 'staff');
  // each role's password typed again (decision 263), so bank details, bank files and refunds get past their gate too
  for (const [role, username] of Object.entries(AS_ROLE))
    tokens[role] = await confirmPassword(t, await t.asMember(username));
  tokens.member = await t.asMember('member01');
});
afterAll(async () => {
  await t.close();
});

/**
 * Mail an allowed call queued is sent by the outbox after its commit, in the background: wait until none is pending,
 * so that update is not taken for a write by the refused call that follows (on PostgreSQL the two overlap).
 */
const mailSettled = () =>
  vi.waitFor(
    async () => {
      const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      if (row!.n > 0) throw new Error('mail pending');
    },
    { timeout: 15_000, interval: 20 },
  );

function send(name: string, e: EndpointDef, token?: string) {
  const s = SAMPLES[name]!;
  const query = new URLSearchParams(s.query ?? {}).toString();
  return t.request({
    method: e.method,
    url: fillPath(e.path, s.params ?? {}) + (query ? `?${query}` : ''),
    token,
    payload: s.body as never,
  });
}

const UNCOUNTED = ['rate_events', 'security_events'];

describe('the staff role table', () => {
  it('has a row for every staff call', () => {
    expect(staffCalls.length).toBeGreaterThan(5);
    expect(staffCalls.map(([name]) => name).filter((name) => !(name in SAMPLES))).toEqual([]);
  });

  it('only the roles of the permission table get past the gate; others get 401 or 403 and write nothing', async () => {
    const wrong: string[] = [];
    const everyone = [...STAFF_ROLES, 'member', 'anonymous'] as const;
    for (const [name, e] of staffCalls) {
      const allowed = (who: (typeof everyone)[number]) =>
        who !== 'member' && who !== 'anonymous' && mayDo([who], e.permission as StaffAction);
      const check = async (who: (typeof everyone)[number]) => {
        const res = await send(name, e, who === 'anonymous' ? undefined : tokens[who]);
        const expected = who === 'anonymous' ? [401] : allowed(who) ? null : [403];
        if (
          expected ? !expected.includes(res.statusCode) : [401, 403].includes(res.statusCode) || res.statusCode >= 500
        ) {
          wrong.push(`${name} as ${who}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      };
      // The refused callers of a call, between one look at every table before and one after: a refusal writes its
      // one 'staff-refused' event to the security log (decision 316), and nothing else.
      const refused = everyone.filter((who) => !allowed(who));
      await mailSettled();
      const before = await fingerprint(t.database.db, UNCOUNTED);
      for (const who of refused) await check(who);
      if ((await fingerprint(t.database.db, UNCOUNTED)) !== before)
        wrong.push(`${name} as ${refused.join(' or ')}: wrote`);
      for (const who of everyone.filter(allowed)) await check(who);
    }
    expect(wrong).toEqual([]);
    // every staff call × every role, one after another: under a minute on a quiet CI machine, longer under load
  }, 300_000);
});
