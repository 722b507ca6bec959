import type { EntryListQuery, EntrySeason, StaffEntryRow } from '@portal/domain/nomination/entries.staff.contract';
import { EntriesMessages as M } from '@portal/domain/nomination/entries.staff.messages';
import type { ListPage } from '@portal/domain/staff/staff-list';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { paymentsOfOrders } from '../payments/payments.service';
import * as repo from './entries.staff.repo';

// The back-office's list of team entries (docs/decisions/206): one page of a season's entries from nomination's
// tables, with what each payment charged and refunded read from payments in one query for the page.

/** Rows as the officer sees them, with their payments (one query for all of them). */
export async function entryRows(db: DbOrTx, rows: repo.StaffEntry[]): Promise<StaffEntryRow[]> {
  const paid = await paymentsOfOrders(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => ({
    id: r.id,
    team: r.team,
    team_id: r.teamId,
    division_id: r.divisionId,
    division: r.division,
    preferred_division: r.preferred,
    manager: r.manager,
    manager_email: r.email ?? '',
    status: r.status,
    paid_cents: paid.get(r.orderId)?.amountCents ?? 0,
    refunded_cents: paid.get(r.orderId)?.refundedCents ?? 0,
    entered_at: r.enteredAt.toISOString(),
    decline_reason: r.declineReason,
  }));
}

export async function list(ctx: StaffCtx, q: EntryListQuery): Promise<{ data: ListPage<StaffEntryRow> }> {
  const { rows, total } = await repo.entryPage(ctx.db, q);
  return { data: { rows: await entryRows(ctx.db, rows), total } };
}

/** One entry as the officer sees it, or 404. */
export async function entryRow(db: DbOrTx, id: number): Promise<StaffEntryRow> {
  const row = await repo.entryById(db, id);
  if (!row) throw notFound(M.noEntry);
  return (await entryRows(db, [row]))[0]!;
}

export async function seasons(ctx: StaffCtx): Promise<{ data: EntrySeason[] }> {
  const out: EntrySeason[] = [];
  for (const r of await repo.entrySeasons(ctx.db)) {
    let season = out.find((s) => s.id === r.seasonId);
    if (!season) out.push((season = { id: r.seasonId, name: r.season, active: r.active, divisions: [] }));
    season.divisions.push({
      id: r.id,
      name: r.name,
      capacity: r.capacity,
      places_taken: r.placesTaken,
      waitlist: r.waitlist,
    });
  }
  return { data: out };
}
