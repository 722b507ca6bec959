import { SELF_GRANT_DAYS, type StaffHome } from '@portal/domain/staff/staff.contract';
import { mayDo, type StaffAction, type StaffRole } from '@portal/domain/staff/permissions';
import { todayIn } from '@portal/domain/shared/time';
import { hireAttention } from '../bookings/bookings.staff.service';
import { unscoredGames } from '../competition/attention.service';
import { entriesWaiting } from '../nomination/nomination.staff.service';
import { failedDeliveries } from '../messaging/attention.service';
import { invoiceAttention } from '../payments/payments.staff.service';
import { officialsWithoutBank, openRefereeSlots } from '../rosters/rosters.staff.service';
import { outboxCounts } from '../platform/mail/outbox.repo';
import type { StaffCtx } from '../platform/staff-session';
import { duplicates } from './merge.service';
import { selfGrants } from './staff.repo';

// The back-office home (docs/decisions/161, 277): what needs attention, each number from the area that owns it, and
// only the numbers of work the caller's roles may do (a count nobody of those roles may act on is not read at all).

/** The days ahead whose games should have a referee by now. */
export const UNREFEREED_DAYS = 14;

/** Roles reading bank details administrators gave themselves in the last SELF_GRANT_DAYS (decision 265). */
async function selfGrantsOf(ctx: StaffCtx): Promise<StaffHome['self_grants']> {
  const rows = await selfGrants(ctx.db, new Date(ctx.now().getTime() - SELF_GRANT_DAYS * 86_400_000));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    member_id: r.memberId,
    name: `${r.firstname} ${r.lastname}`.trim() || (r.username ?? ''),
    role: r.role as StaffRole,
  }));
}

export async function home(ctx: StaffCtx): Promise<{ data: StaffHome }> {
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  /** The count when the roles may take `action`, else null without reading it. */
  const when = <T>(action: StaffAction, read: () => Promise<T>): Promise<T | null> =>
    mayDo(ctx.staffRoles, action) ? read() : Promise.resolve(null);
  const [entries, invoices, scores, referees, bank, mail, messages, hire, pairs, grants] = await Promise.all([
    when('competition.entries.read', () => entriesWaiting(ctx.db)),
    when('invoices.read', () => invoiceAttention(ctx.db, today)),
    when('competition.results.read', () => unscoredGames(ctx.db, today)),
    when('rosters.referee.read', () => openRefereeSlots(ctx.db, today, UNREFEREED_DAYS)),
    when('officials.pay.read', () => officialsWithoutBank(ctx.db, today)),
    when('mail.read', () => outboxCounts(ctx.db)),
    when('messages.read', () => failedDeliveries(ctx.db)),
    when('bookings.read', () => hireAttention(ctx.db, today, ctx.config.site.timeZone)),
    when('members.merge', () => duplicates(ctx)),
    when('staff.roles.read', () => selfGrantsOf(ctx)),
  ]);
  return {
    data: {
      entries,
      invoices: invoices && {
        unpaid: invoices.unpaid,
        unpaid_cents: invoices.unpaidCents,
        overdue: invoices.overdue,
        overdue_cents: invoices.overdueCents,
      },
      scores: scores && { games: scores.games, date: today, venue_id: scores.venueId },
      referees: referees === null ? null : { open: referees, days: UNREFEREED_DAYS },
      bank: bank === null ? null : { officials: bank },
      mail,
      messages,
      hire,
      duplicates: pairs ? pairs.data.pairs.length : null,
      self_grants: grants ?? null,
    },
  };
}
