// Calendar events shared by every area that offers them (the draw's games, referee and event rosters): the Google
// Calendar link and the wall-time arithmetic of the association's zone. Each area builds its own events.
import { dateFormat } from './time';

/** One calendar event: what both the Google link and the .ics file say. */
export interface CalendarEvent {
  uid: string;
  title: string;
  /** Local wall times in timeZone, yyyy-mm-ddThh:mm:ss. */
  start: string;
  end: string;
  timeZone: string;
  location: string;
  details: string;
}

const compact = (local: string) => local.replace(/[-:]/g, '').slice(0, 15);

/** Google Calendar "add event" link; times are local to ctz (Google's template parameters). */
export function googleCalendarUrl(e: CalendarEvent): string {
  const q: Record<string, string> = {
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compact(e.start)}/${compact(e.end)}`,
    ctz: e.timeZone,
    location: e.location,
    details: e.details,
  };
  const query = Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The instant of a local wall time (yyyy-mm-ddThh:mm[:ss]) in an IANA zone, DST included. */
export function localToInstant(local: string, timeZone: string): Date {
  const [d, t = '00:00:00'] = local.split('T');
  const [y, mo, da] = d!.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = t.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, da, h, mi, s);
  // offset = zone wall time - UTC at a guess; two passes settle the guess across a DST change
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    Math.floor(at.getTime() / 1000) * 1000
  );
}

/** A local wall time (yyyy-mm-ddThh:mm:ss) plus `minutes`, as a local wall time (calendar arithmetic, no zone). */
export function addMinutesLocal(local: string, minutes: number): string {
  const [d, t = '00:00:00'] = local.split('T');
  const [y, mo, da] = d!.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = t.split(':').map(Number) as [number, number, number?];
  return new Date(Date.UTC(y, mo - 1, da, h, mi + minutes, s)).toISOString().slice(0, 19);
}

/** The wall time (yyyy-mm-ddThh:mm:ss) of an instant in an IANA zone. */
export function instantToLocal(at: Date, timeZone: string): string {
  const parts = dateFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}
