import type { BlockBody, BlockListQuery, GameOnCourt, StaffBlock } from '@portal/domain/bookings/blocks.staff.contract';
import { BlockMessages as M } from '@portal/domain/bookings/bookings.staff.messages';
import { instantOf, zonedIso } from '@portal/domain/bookings/booking-time';
import type { StaffBookingRow } from '@portal/domain/bookings/bookings.staff.contract';
import type { ListPage } from '@portal/domain/staff/staff-list';
import { AppError } from '../platform/errors';
import { writeKept } from '../platform/kept-writes';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { venueScope } from './booking-days';
import { isExclusionViolation } from './booking-payment';
import * as bookingsRepo from './bookings.repo';
import { gamesOnHireCourt } from './court-games';
import * as repo from './blocks.repo';
import { rowsById } from './staff-bookings.service';

// The venue manager's blocks (docs/decisions/216). A block is a court event holding the court's units, inserted under
// the same exclusion constraint as a booking's hold: the database alone refuses an overlap (23P01, 409
// error_collision), whatever runs at the same moment, and the transaction writes nothing then. What holds the court
// is listed by a separate read (conflicts), so the manager can cancel those bookings with a refund and save again.

type Range = Pick<BlockBody, 'from_day' | 'from_time' | 'to_day' | 'to_time'>;

const rangeOf = (ctx: Pick<StaffCtx, 'config'>, b: Range) => {
  const tz = ctx.config.site.timeZone;
  return { from: instantOf(b.from_day, b.from_time, tz), to: instantOf(b.to_day, b.to_time, tz) };
};

function view(ctx: Pick<StaffCtx, 'config'>, r: repo.BlockRow): StaffBlock {
  const tz = ctx.config.site.timeZone;
  return {
    id: r.id,
    venue: r.venue,
    venue_id: r.venueId,
    court: r.court,
    court_id: r.courtId,
    kind: r.kind === 'maintenance' ? 'maintenance' : 'event',
    title: r.title,
    note: r.note,
    starts_at: zonedIso(r.startsAt, tz),
    ends_at: zonedIso(r.endsAt, tz),
    by: r.by ?? '',
  };
}

export async function list(ctx: StaffCtx, q: BlockListQuery): Promise<{ data: ListPage<StaffBlock> }> {
  const from = q.from ? instantOf(q.from, '00:00', ctx.config.site.timeZone) : null;
  const { rows, total } = await repo.blockPage(ctx.db, q, from);
  return { data: { rows: rows.map((r) => view(ctx, r)), total } };
}

async function courtOr422(ctx: StaffCtx, courtId: number) {
  const court = await bookingsRepo.courtById(ctx.db, courtId);
  if (!court) throw new AppError(422, 'error_validation', M.noCourt, { court_id: M.noCourt });
  return court;
}

export async function create(
  ctx: StaffCtx,
  body: BlockBody,
): Promise<{ data: { message: string; block: StaffBlock } }> {
  const court = await courtOr422(ctx, body.court_id);
  const { from, to } = rangeOf(ctx, body);
  const id = await writeKept(ctx.db, async (tx, changed) => {
    const eventId = await bookingsRepo.insertEvent(tx, {
      venueId: court.venueId,
      courtId: court.id,
      title: body.title,
      kind: body.kind,
      note: body.note,
      startsAt: from,
      endsAt: to,
      createdBy: ctx.member.id,
    });
    try {
      await bookingsRepo.holdUnits(tx, { eventId }, court.id, from, to);
    } catch (err) {
      if (isExclusionViolation(err)) throw new AppError(409, 'error_collision', M.collision);
      throw err;
    }
    await recordAudit(tx, ctx, {
      action: 'bookings.block',
      entity: 'court_block',
      entityId: eventId,
      after: { court: court.name, ...body },
    });
    changed(venueScope(court.venueId));
    return eventId;
  });
  const [row] = await repo.blocksById(ctx.db, [id]);
  return { data: { message: M.created(court.name), block: view(ctx, row!) } };
}

export async function conflicts(
  ctx: StaffCtx,
  q: Range & { court_id: number },
): Promise<{ data: { bookings: StaffBookingRow[]; events: StaffBlock[]; games: GameOnCourt[] } }> {
  const court = await courtOr422(ctx, q.court_id);
  const { from, to } = rangeOf(ctx, q);
  const held = await repo.holdersOf(ctx.db, court.id, from, to);
  const booked = await rowsById(ctx.db, ctx, held.bookingIds);
  const events = await repo.blocksById(ctx.db, held.eventIds);
  const games = await gamesOn(ctx, court, q);
  return {
    data: {
      bookings: booked.sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
      events: events.map((e) => view(ctx, e)),
      games,
    },
  };
}

/** The competition games on the court then (court-games.ts, decision 282). Games keep local days and times, as the block's range is. */
async function gamesOn(
  ctx: StaffCtx,
  court: { venueId: number; name: string; parentId: number | null },
  q: Range,
): Promise<GameOnCourt[]> {
  const rows = await gamesOnHireCourt(ctx.db, court, `${q.from_day} ${q.from_time}`, `${q.to_day} ${q.to_time}`);
  return rows.map((g) => ({
    id: g.id,
    date: g.date,
    time_from: g.timeFrom.slice(0, 5),
    time_to: g.timeTo.slice(0, 5),
    court: g.court,
    division: g.division,
    match: `${g.teamA ?? '?'} vs ${g.teamB ?? '?'}`,
  }));
}

export async function remove(ctx: StaffCtx, id: number): Promise<{ data: { message: string } }> {
  await writeKept(ctx.db, async (tx, changed) => {
    const gone = await repo.deleteBlock(tx, id);
    if (!gone) throw new AppError(404, 'not_found', M.notFound);
    await recordAudit(tx, ctx, {
      action: 'bookings.block.remove',
      entity: 'court_block',
      entityId: id,
      before: { title: gone.title },
    });
    changed(venueScope(gone.venueId));
  });
  return { data: { message: M.removed(id) } };
}
