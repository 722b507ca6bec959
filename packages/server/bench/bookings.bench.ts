import { and, eq, isNull } from 'drizzle-orm';
import { instantOf, hhmmOf, weekdayOf } from '@portal/domain/bookings/booking-time';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { members } from '../src/platform/members.tables';
import * as repo from '../src/bookings/bookings.repo';
import { bookingCourts, bookingSports, bookingTypes } from '../src/bookings/bookings.tables';
import type { BenchModule } from './bench-module';

// The day calendar (public /bookingview and /member/booking) of the 8-court venue on a day full of bookings, at 50
// connections, as browsers ask for it every time a member moves to that day.

/** Fill a Monday or Tuesday three weeks ahead (no events those days): every court booked from opening to closing. */
async function fullDay(db: Parameters<NonNullable<BenchModule['prepare']>>[0], timeZone: string) {
  let day = addDaysIso(todayIn(timeZone), 15);
  while (weekdayOf(day) > 2) day = addDaysIso(day, 1);
  const [venue] = await db.select().from(bookingCourts).where(isNull(bookingCourts.parentId)).limit(1);
  const courts = await repo.courtsOf(db, venue!.venueId);
  const [sport] = await db.select().from(bookingSports).where(eq(bookingSports.venueId, venue!.venueId)).limit(1);
  const [type] = await db
    .select()
    .from(bookingTypes)
    .where(and(eq(bookingTypes.sportId, sport!.id), eq(bookingTypes.slug, 'casual')));
  const [member] = await db.select().from(members).where(eq(members.username, 'manager01'));
  const plan: [string, number][] = [
    ['Court 1 North', 60],
    ['Court 1 South', 60],
    ['Court 2', 120],
    ['Court 3', 60],
    ['Court 4', 30],
  ];
  let count = 0;
  for (const [name, minutes] of plan) {
    const court = courts.find((c) => c.name === name)!;
    const [hours] = await repo.hoursOn(db, weekdayOf(day), [court.id]);
    const [oh, om] = hours!.opens.split(':').map(Number) as [number, number];
    const [ch, cm] = hours!.closes.split(':').map(Number) as [number, number];
    for (let m = oh * 60 + om; m + minutes <= ch * 60 + cm; m += minutes) {
      const from = instantOf(day, hhmmOf(m), timeZone);
      const to = instantOf(day, hhmmOf(m + minutes), timeZone);
      await db.transaction(async (tx) => {
        const id = await repo.insertBooking(tx, {
          memberId: member!.id,
          orderId: null,
          venueId: court.venueId,
          sportId: sport!.id,
          typeId: type!.id,
          courtId: court.id,
          startsAt: from,
          endsAt: to,
          rateCents: 5000,
          status: 'booked',
        });
        await repo.holdUnits(tx, { bookingId: id }, court.id, from, to);
      });
      count += 1;
    }
  }
  return { venueId: venue!.venueId, day, count };
}

export const bookingsBench: BenchModule = {
  name: 'bookings',
  async prepare(db, config) {
    const { venueId, day, count } = await fullDay(db, config.site.timeZone);
    console.error(`bookings: ${count} bookings on every court of venue ${venueId} on ${day}`);
    return { bookingVenue: venueId, bookingDay: day };
  },
  scenarios: (p) => [
    {
      name: 'GET /api/booking/events/venue/:id/day/:date (8 courts, a full day)',
      path: `/api/booking/events/venue/${p.bookingVenue}/day/${p.bookingDay}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      connections: 50,
    },
  ],
};
