import type { EventRosterBody, EventRosterReply, RosterEvent } from '@portal/domain/rosters/rosters.contract';
import { FeedTexts, RosterErrors as E } from '@portal/domain/rosters/rosters.messages';
import { eventRosterEvent } from '@portal/domain/rosters/roster-calendar';
import { isoToDmy } from '@portal/domain/shared/time';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import { calendarIcs, uidDomain } from '../platform/calendar-feed';
import { fieldErrors, notFound } from '../platform/errors';
import * as repo from './event-roster.repo';
import { fullRosterHtml } from './full-roster-html';
import { eventItem } from './roster-items';

// The event roster of spec 002 §2 (Local Roster) and the §7 roster calls: every call needs is_roster (§6).

export async function events(ctx: Ctx): Promise<RosterEvent[]> {
  requireGates(ctx, 'is_roster');
  return (await repo.listEvents(ctx.db)).map((e) => ({
    event_id: e.id,
    event_name: e.name,
    event_date: e.date,
    event_date_formatted: isoToDmy(e.date),
  }));
}

/** MY ROSTER (the member's entries) and FULL ROSTER (every entry, as escaped HTML) of an event on the roster date. */
export async function eventRoster(ctx: Ctx, body: EventRosterBody): Promise<EventRosterReply['data']> {
  const { member } = requireGates(ctx, 'is_roster');
  const event = await repo.findEvent(ctx.db, body.event);
  if (!event) throw fieldErrors({ event: E.noEvent });
  const entries = await repo.eventEntries(ctx.db, event.id, body.roster);
  return {
    roster: entries.filter((e) => e.memberId === member.id).map(eventItem),
    full_roster: fullRosterHtml({ name: event.name, date: body.roster }, entries),
  };
}

/** 'Add to Apple Calendar' for one of the member's own entries. */
export async function entryCalendar(ctx: Ctx, entryId: number): Promise<string> {
  const { member } = requireGates(ctx, 'is_roster');
  const row = await repo.ownEntry(ctx.db, entryId, member.id);
  if (!row) throw notFound(E.noEntry);
  const { associationName, timeZone } = ctx.config.site;
  const event = eventRosterEvent(eventItem(row), associationName, timeZone, uidDomain(ctx.config));
  return calendarIcs({ name: FeedTexts.calendarName(associationName), clientName: associationName, timeZone }, [
    { event },
  ]);
}
