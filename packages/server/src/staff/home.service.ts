import type { StaffHome } from '@portal/domain/staff/staff.contract';
import { mayDo } from '@portal/domain/staff/permissions';
import { todayIn } from '@portal/domain/shared/time';
import { entriesWaiting } from '../nomination/nomination.staff.service';
import { invoiceAttention } from '../payments/payments.staff.service';
import { unrefereedGames } from '../rosters/rosters.staff.service';
import { outboxCounts } from '../platform/mail/outbox.repo';
import type { StaffCtx } from '../platform/staff-session';
import { duplicates } from './merge.service';

// The back-office home (docs/decisions/161): what needs attention, each number from the area that owns it.

/** The days ahead whose games should have a referee by now. */
export const UNREFEREED_DAYS = 14;

export async function home(ctx: StaffCtx): Promise<{ data: StaffHome }> {
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const [entries, invoices, unrefereed, mail, pairs] = await Promise.all([
    entriesWaiting(ctx.db), invoiceAttention(ctx.db, today), unrefereedGames(ctx.db, today, UNREFEREED_DAYS), outboxCounts(ctx.db),
    mayDo(ctx.staffRoles, 'members.merge') ? duplicates(ctx) : null,
  ]);
  return {
    data: {
      entries,
      invoices: { unpaid: invoices.unpaid, unpaid_cents: invoices.unpaidCents, overdue: invoices.overdue, overdue_cents: invoices.overdueCents },
      games: { unrefereed, days: UNREFEREED_DAYS },
      mail,
      duplicates: pairs ? pairs.data.pairs.length : null,
    },
  };
}
