import { venueEvents, type BookingEvent } from '@portal/domain/bookings/bookings.contract';
import { readyBytes, type ReadyBytes } from '../platform/ready-bytes';

// The calendar's day answers are public and read far more often than bookings change: each is kept a few seconds
// as ready JSON bytes (checked and stripped by the reply schema once, compressed once), per database handle (two apps
// in one process never share answers), and every answer of this process is dropped when this process holds, books
// or releases a court. Another process sharing the database shows the change within TTL_MS (docs/decisions/083).

export type DayAnswer = ReadyBytes;

const TTL_MS = 5000;
let generation = 0;
const caches = new WeakMap<object, Map<string, { at: number; generation: number; answer: Promise<DayAnswer> }>>();

function serialise(events: BookingEvent[]): DayAnswer {
  return readyBytes(Buffer.from(JSON.stringify(venueEvents.reply.parse({ data: events }))));
}

export function cachedDay(db: object, key: string, now: number, load: () => Promise<BookingEvent[]>): Promise<DayAnswer> {
  let days = caches.get(db);
  if (!days) caches.set(db, (days = new Map()));
  const hit = days.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.answer;
  const answer = load().then(serialise);
  days.set(key, { at: now, generation, answer });
  answer.catch(() => days.delete(key));
  return answer;
}

/**
 * A court was held, booked or released: every day is built again on its next request. Called once the write has
 * committed (OrderStep.afterCommit): dropped inside the transaction, a request in between would read the old rows
 * and keep them as the new generation's answer.
 */
export function dropDays(): void {
  generation += 1;
}
