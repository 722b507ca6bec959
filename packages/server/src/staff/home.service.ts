import { SELF_GRANT_DAYS, type StaffHome } from '@portal/domain/staff/staff.contract';
import { mayDo, type StaffRole } from '@portal/domain/staff/permissions';
import { todayIn } from '@portal/domain/shared/time';
import { entriesWaiting } from '../nomination/nomination.staff.service';
import { invoiceAttention } from '../payments/payments.staff.service';
import { unrefereedGames } from '../rosters/rosters.staff.service';
import { outboxCounts } from '../platform/mail/outbox.repo';
import type { StaffCtx } from '../platform/staff-session';
import { duplicates } from './merge.service';
import { selfGrants } from './staff.repo';

// The back-office home (docs/decisions/161): what needs attention, each number from the area that owns it.

/** The days ahead whose games should have a referee by now. */
export const UNREFEREED_DAYS = 14;

/** Roles reading bank details administrators gave themselves in the last SELF_GRANT_DAYS (decision 265). */
async function selfGrantsOf(ctx: StaffCtx): Promise<StaffHome['self_grants']> {
  const rows = await selfGrants(ctx.db, new Date(ctx.now().getTime() - SELF_GRANT_DAYS * 86_400_000));
  return rows.map((r) => ({ at: r.at.toISOString(), member_id: r.memberId, name: `${r.firstname} ${r.lastname}`.trim() || (r.username ?? ''), role: r.role as StaffRole }));
}

export async function home(ctx: StaffCtx): Promise<{ data: StaffHome }> {
  const today = todayIn(ctx.config.site.timeZone, ctx.now());
  const [entries, invoices, unrefereed, mail, pairs, grants] = await Promise.all([
    entriesWaiting(ctx.db), invoiceAttention(ctx.db, today), unrefereedGames(ctx.db, today, UNREFEREED_DAYS), outboxCounts(ctx.db),
    mayDo(ctx.staffRoles, 'members.merge') ? duplicates(ctx) : null,
    mayDo(ctx.staffRoles, 'staff.roles.read') ? selfGrantsOf(ctx) : null,
  ]);
  return {
    data: {
      entries,
      invoices: { unpaid: invoices.unpaid, unpaid_cents: invoices.unpaidCents, overdue: invoices.overdue, overdue_cents: invoices.overdueCents },
      games: { unrefereed, days: UNREFEREED_DAYS },
      mail,
      duplicates: pairs ? pairs.data.pairs.length : null,
      self_grants: grants,
    },
  };
}
