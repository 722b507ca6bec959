import type { BookingEvent } from '@portal/domain/bookings/bookings.contract';

// The calendar's day answers are public and read far more often than bookings change: each is kept a few seconds,
// per database handle (two apps in one process never share answers), and every answer of this process is dropped
// when this process holds, books or releases a court. Another process sharing the database shows the change
// within TTL_MS (docs/decisions/083).

const TTL_MS = 5000;
let generation = 0;
const caches = new WeakMap<object, Map<string, { at: number; generation: number; data: Promise<BookingEvent[]> }>>();

export function cachedDay(db: object, key: string, now: number, load: () => Promise<BookingEvent[]>): Promise<BookingEvent[]> {
  let days = caches.get(db);
  if (!days) caches.set(db, (days = new Map()));
  const hit = days.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.data;
  const data = load();
  days.set(key, { at: now, generation, data });
  data.catch(() => days.delete(key));
  return data;
}

/** A court was held, booked or released: every day is built again on its next request. */
export function dropDays(): void {
  generation += 1;
}
