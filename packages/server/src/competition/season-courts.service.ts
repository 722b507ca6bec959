import type { CourtBody, CourtRow, SlotsBody } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupMessages as M } from '@portal/domain/competition/season-setup.messages';
import { fieldErrors, notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import * as league from './league.service';
import * as repo from './season-setup.repo';

// Venues' courts and their game slots for the fixture generator (decisions 176, 185): per court and weekday, start
// times and one slot length.

type Reply = { data: { message: string } };

export async function courts(
  ctx: StaffCtx,
): Promise<{ data: { venues: { id: number; name: string }[]; courts: CourtRow[] } }> {
  const { venueRows, courtRows, slotRows } = await repo.courtsWithSlots(ctx.db);
  return {
    data: {
      venues: venueRows,
      courts: courtRows.map((c) => ({
        id: c.id,
        venue_id: c.venueId,
        venue: c.venue,
        name: c.name,
        slots: slotRows
          .filter((s) => s.courtId === c.id)
          .map((s) => ({ weekday: s.weekday, starts: s.starts, minutes: s.minutes })),
      })),
    },
  };
}

export async function addCourt(ctx: StaffCtx, body: CourtBody): Promise<Reply> {
  if (!(await repo.venueExists(ctx.db, body.venue_id))) throw fieldErrors({ venue_id: M.courtNotFound });
  await league.writeLeague(ctx, async (w) => {
    const id = await league.addCourt(w, { venueId: body.venue_id, name: body.name });
    if (id === null) throw fieldErrors({ name: M.courtNameTaken });
    await recordAudit(w.tx, ctx, { action: 'competition.court.add', entity: 'court', entityId: id, after: body });
  });
  return { data: { message: M.courtSaved(body.name) } };
}

export async function saveSlots(ctx: StaffCtx, courtId: number, body: SlotsBody): Promise<Reply> {
  const court = await repo.findCourt(ctx.db, courtId);
  if (!court) throw notFound(M.courtNotFound);
  await league.writeLeague(ctx, async (w) => {
    const before = await league.setCourtSlots(w, courtId, body.weekday, body.starts, body.minutes);
    await recordAudit(w.tx, ctx, {
      action: 'competition.slots.save',
      entity: 'court',
      entityId: courtId,
      before,
      after: body,
    });
  });
  return { data: { message: M.slotsSaved(court.name) } };
}
