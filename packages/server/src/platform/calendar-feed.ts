import ical, { ICalEventStatus } from 'ical-generator';
import { localToInstant, type CalendarEvent } from '@portal/domain/shared/calendar';
import type { Config } from './config';

// The one iCalendar writer of the portal (docs/decisions/025, 074, 093): a game's file, a team's feed and a member's
// roster feed are all calendars of CalendarEvents. Times are written as UTC instants (DTSTART:...Z) of the
// association's wall times, unambiguous in every client (../shared/STACK.md pitfall 16), with X-WR-TIMEZONE naming
// the zone.

/** One event of a calendar, with its change stamps when it is part of a feed. */
export interface FeedEvent {
  event: CalendarEvent;
  /** SEQUENCE, bumped whenever the event changes; absent for a one-off file. */
  sequence?: number;
  /** LAST-MODIFIED and DTSTAMP (RFC 5545 §3.8.7.2 for a calendar without METHOD); absent: DTSTAMP is now. */
  changedAt?: Date;
  /** STATUS CANCELLED when true, CONFIRMED when false; absent: no STATUS. */
  cancelled?: boolean;
}

export interface CalendarOptions {
  name: string;
  clientName: string;
  timeZone: string;
  /** How often subscribed clients should look again (X-PUBLISHED-TTL, REFRESH-INTERVAL); feeds only. */
  ttlSeconds?: number;
}

/** An iCalendar text (RFC 5545) of the events. */
export function calendarIcs(opts: CalendarOptions, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name: opts.name,
    prodId: { company: opts.clientName, product: 'Member portal', language: 'EN' },
    ...(opts.ttlSeconds ? { ttl: opts.ttlSeconds } : {}),
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: opts.timeZone }]);
  for (const { event: e, sequence, changedAt, cancelled } of events) {
    calendar.createEvent({
      id: e.uid,
      ...(sequence !== undefined ? { sequence } : {}),
      ...(changedAt ? { stamp: changedAt, lastModified: changedAt } : {}),
      start: localToInstant(e.start, e.timeZone),
      end: localToInstant(e.end, e.timeZone),
      summary: e.title,
      description: e.details,
      location: e.location,
      ...(cancelled !== undefined ? { status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED } : {}),
    });
  }
  return calendar.toString();
}

/** The host in calendar UIDs: the portal's public host, or the association's name when that is only a local address. */
export function uidDomain(config: Pick<Config, 'publicUrl' | 'site'>): string {
  const host = URL.canParse(config.publicUrl) ? new URL(config.publicUrl).hostname : '';
  if (host && host !== 'localhost' && !/^[\d.]+$|^\[/.test(host)) return host;
  return `${config.site.associationName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.portal`;
}
