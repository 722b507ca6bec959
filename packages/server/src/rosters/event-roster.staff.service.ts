import type {
  EntryBody,
  EventBody,
  StaffEvent,
  StaffEventDetail,
} from '@portal/domain/rosters/event-roster.staff.contract';
import {
  EventRosterStaffMessages as M,
  EventRosterStaffTexts as T,
} from '@portal/domain/rosters/rosters.staff.messages';
import { formatTime, isoToDmy } from '@portal/domain/shared/time';
import { AppError, fieldErrors, notFound } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { eventEntries } from './event-roster.repo';
import * as repo from './event-roster.staff.repo';
import { fullRosterHtml } from './full-roster-html';
import { venueExists } from './referee.repo';
import { hhmm } from './referee-facts';
import { fullName } from './roster-items';

// Event rosters in the back-office (docs/decisions/197): the member side (spec 002 §2 Event roster) reads what this
// writes. Every change is audited in its transaction; the officials' emails go through the mail outbox.

type EventRow = NonNullable<Awaited<ReturnType<typeof repo.event>>>;
const summary = (e: EventRow): StaffEvent => ({
  event_id: e.id,
  name: e.name,
  date: e.date,
  venue_id: e.venueId,
  venue: e.venue,
  entries: e.entries,
});

export async function list(ctx: StaffCtx): Promise<{ data: StaffEvent[] }> {
  return { data: (await repo.events(ctx.db)).map(summary) };
}

export async function create(ctx: StaffCtx, body: EventBody): Promise<{ data: { message: string; event_id: number } }> {
  if (!(await venueExists(ctx.db, body.venue))) throw fieldErrors({ venue: M.noVenue });
  const id = await ctx.db.transaction(async (tx) => {
    const eventId = await repo.insertEvent(tx, { name: body.name, date: body.date, venueId: body.venue });
    await recordAudit(tx, ctx, {
      action: 'rosters.event.create',
      entity: 'roster_event',
      entityId: eventId,
      after: { name: body.name, date: body.date, venue_id: body.venue },
    });
    return eventId;
  });
  return { data: { message: M.created(body.name), event_id: id } };
}

async function eventOr404(ctx: StaffCtx, id: number): Promise<EventRow> {
  const e = await repo.event(ctx.db, id);
  if (!e) throw notFound(M.noEvent);
  return e;
}

export async function detail(ctx: StaffCtx, id: number): Promise<{ data: StaffEventDetail }> {
  const e = await eventOr404(ctx, id);
  const [entries, courts] = await Promise.all([eventEntries(ctx.db, id, e.date), repo.courtsOf(ctx.db, e.venueId)]);
  return {
    data: {
      ...summary(e),
      courts: courts.map((c) => ({ court_id: c.id, name: c.name })),
      full_roster: fullRosterHtml(e, entries),
      schedule: entries.map((r) => ({
        entry_id: r.id,
        member_id: r.memberId,
        name: fullName(r),
        date: r.date,
        time_from: hhmm(r.timeFrom),
        time_to: hhmm(r.timeTo),
        court: r.court ?? '',
        function: r.function,
      })),
    },
  };
}

/** Put a rostered official on an event's schedule; field errors for an unknown official or court, or times out of order. */
export async function addEntry(
  ctx: StaffCtx,
  eventId: number,
  body: EntryBody,
): Promise<{ data: { message: string } }> {
  const e = await eventOr404(ctx, eventId);
  const [official, courts] = await Promise.all([
    repo.rosteredOfficial(ctx.db, body.username),
    repo.courtsOf(ctx.db, e.venueId),
  ]);
  const courtId = body.court || null;
  const errors: Record<string, string> = {};
  if (!official) errors.username = M.noOfficial;
  if (courtId !== null && !courts.some((c) => c.id === courtId)) errors.court = M.noCourt;
  if (body.time_to <= body.time_from) errors.time_to = M.timesOrder;
  if (Object.keys(errors).length) throw fieldErrors(errors);
  await ctx.db.transaction(async (tx) => {
    const entryId = await repo.insertEntry(tx, {
      eventId,
      memberId: official!.id,
      date: body.date,
      timeFrom: body.time_from,
      timeTo: body.time_to,
      venueId: e.venueId,
      courtId,
      function: body.function,
    });
    await recordAudit(tx, ctx, {
      action: 'rosters.event.entry.add',
      entity: 'roster_event',
      entityId: eventId,
      after: {
        entry_id: entryId,
        member_id: official!.id,
        date: body.date,
        time_from: body.time_from,
        time_to: body.time_to,
        court_id: courtId,
        function: body.function,
      },
    });
  });
  return { data: { message: M.added(fullName(official!), body.function) } };
}

export async function cancelEntry(ctx: StaffCtx, entryId: number): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const entry = await repo.liveEntry(tx, entryId);
    if (!entry) throw new AppError(404, 'not_found', M.noEntry);
    await repo.cancelEntry(tx, entryId, ctx.now());
    await recordAudit(tx, ctx, {
      action: 'rosters.event.entry.cancel',
      entity: 'roster_event',
      entityId: entry.eventId,
      before: { entry_id: entryId, member_id: entry.memberId, function: entry.function },
    });
  });
  return { data: { message: M.cancelled } };
}

/** Email each official on the schedule their entries (one message each, in the transaction of its audit row). */
export async function notify(ctx: StaffCtx, eventId: number): Promise<{ data: { message: string; emailed: number } }> {
  const e = await eventOr404(ctx, eventId);
  const rows = (await repo.entriesToMail(ctx.db, eventId)).filter((r) => r.email);
  if (!rows.length) throw new AppError(409, 'nobody', M.nobody);
  const byMember = new Map<number, typeof rows>();
  for (const r of rows) byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), r]);
  await ctx.db.transaction(async (tx) => {
    for (const mine of byMember.values()) {
      await enqueueMail(
        tx,
        composeMail(ctx.config, {
          to: mine[0]!.email,
          subject: T.mailSubject(e.name),
          greeting: T.mailGreeting(mine[0]!.firstname),
          paragraphs: [
            T.mailIntro(e.name, isoToDmy(e.date), e.venue),
            ...mine.map((r) => T.mailLine(formatTime(r.timeFrom), formatTime(r.timeTo), r.function, r.court ?? '')),
          ],
          action: { label: T.mailAction, path: '/member/roster' },
        }),
        { now: ctx.now() },
      );
    }
    await recordAudit(tx, ctx, {
      action: 'rosters.event.notify',
      entity: 'roster_event',
      entityId: eventId,
      after: { emailed: byMember.size },
    });
  });
  return { data: { message: M.notified(byMember.size), emailed: byMember.size } };
}
