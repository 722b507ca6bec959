import { venueEvents, type BookingEvent } from '@portal/domain/bookings/bookings.contract';
import { keptAnswers, type KeptKind } from '../platform/kept-answers';
import { readyBytes, type ReadyBytes } from '../platform/ready-bytes';

// The calendar's day answers are public and read far more often than bookings change: each is kept a few seconds
// as ready JSON bytes (checked and stripped by the reply schema once, compressed once), as kept answers of its venue
// (docs/decisions/169-kept-answers.md). A transaction that holds, books or releases a court names the venue's scope:
// this server drops the venue's days once it has committed, every other server sharing the database within about a
// second (kept-versions.ts POLL_MS); the 5 s time-to-live bounds only changes made outside the portal (decision 083).

export type DayAnswer = ReadyBytes;

/** The scope of a venue's day answers: what a booking of one of its courts changes. */
export const venueScope = (venueId: number) => `bookings:venue:${venueId}`;

const DAYS: KeptKind<DayAnswer> = { name: 'venue days of the court calendar', max: 2000, ttlMs: 5000 };

function serialise(events: BookingEvent[]): DayAnswer {
  return readyBytes(Buffer.from(JSON.stringify(venueEvents.reply.parse({ data: events }))));
}

export async function cachedDay(
  db: object,
  venueId: number,
  day: string,
  now: number,
  load: () => Promise<BookingEvent[]>,
): Promise<DayAnswer> {
  return keptAnswers(db, DAYS).get(`${venueId}:${day}`, venueScope(venueId), async () => serialise(await load()), now);
}
