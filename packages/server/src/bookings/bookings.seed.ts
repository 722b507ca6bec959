import { asc, inArray } from 'drizzle-orm';
import { instantOf, weekdayOf } from '@portal/domain/bookings/booking-time';
import { addDaysIso } from '@portal/domain/shared/time';
import { members } from '../platform/members.tables';
import { venues } from '../platform/league.tables';
import type { SeedCtx } from '../platform/seed';
import type { Tx } from '../platform/db';
import * as repo from './bookings.repo';
import {
  bookingCourtHours,
  bookingCourts,
  bookingCourtUnits,
  bookingOptions,
  bookingRates,
  bookingSports,
  bookingTypes,
  courtUnits,
} from './bookings.tables';

// Demo court hire (../shared/CONTRACT.md "venues with courts, booking types and availability"): Hornsby with 8
// courts for hire (Courts 1 and 2 with their halves, Courts 3 and 4), Thornleigh Brickpit with a court in thirds;
// sports, types, options, weekly hours, rates, competition nights and other events, and bookings around today.
// Courts 1 and 2 and their halves stay free before 11:30, so a demo booking in the morning always fits.

type Hours = Record<number, [string, string] | undefined>;
const WEEK = (
  weekday: [string, string],
  sat: [string, string] | undefined,
  sun: [string, string] | undefined,
): Hours => ({ 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: sat, 7: sun });
const HORNSBY_HOURS = WEEK(['06:00', '22:00'], ['07:00', '21:00'], ['08:00', '18:00']);
const COURT4_HOURS = WEEK(['16:00', '22:00'], ['08:00', '14:00'], undefined); // closed on Sundays
const BRICKPIT_HOURS = WEEK(['16:00', '22:00'], ['08:00', '20:00'], ['08:00', '20:00']);

interface CourtPlan {
  name: string;
  units: string[];
  hours: Hours;
  parts?: { name: string; units: number[]; sport?: number }[];
}

export async function seedBookings({ tx, today, config }: SeedCtx): Promise<void> {
  const [hornsby, brickpit] = await tx.select().from(venues).orderBy(asc(venues.id));
  if (!hornsby || !brickpit) return;
  const tz = config.site.timeZone;

  const h = await catalogue(tx, hornsby.id, true);
  const b = await catalogue(tx, brickpit.id, false);
  const half = (name: string, units: number[]) => ({ name, units, sport: h.basketball });
  const hCourts = await addCourts(tx, hornsby.id, [
    {
      name: 'Court 1',
      units: ['North', 'South'],
      hours: HORNSBY_HOURS,
      parts: [half('Court 1 North', [0]), half('Court 1 South', [1])],
    },
    {
      name: 'Court 2',
      units: ['North', 'South'],
      hours: HORNSBY_HOURS,
      parts: [half('Court 2 North', [0]), half('Court 2 South', [1])],
    },
    { name: 'Court 3', units: ['Whole'], hours: HORNSBY_HOURS },
    { name: 'Court 4', units: ['Whole'], hours: COURT4_HOURS },
  ]);
  const bCourts = await addCourts(tx, brickpit.id, [
    {
      name: 'Court 1',
      units: ['A', 'B', 'C'],
      hours: BRICKPIT_HOURS,
      parts: [
        { name: 'Court 1 Third A', units: [0] },
        { name: 'Court 1 Third B', units: [1] },
        { name: 'Court 1 Third C', units: [2] },
        { name: 'Court 1 Thirds A-B', units: [0, 1] },
      ],
    },
    { name: 'Court 2', units: ['Whole'], hours: BRICKPIT_HOURS },
  ]);

  const at = (day: string, from: string, to: string) => ({
    startsAt: instantOf(day, from, tz),
    endsAt: instantOf(day, to, tz),
  });
  const event = async (venueId: number, courtId: number, title: string, day: string, from: string, to: string) => {
    const t = at(day, from, to);
    const id = await repo.insertEvent(tx, { venueId, courtId, title, ...t });
    await repo.holdUnits(tx, { eventId: id }, courtId, t.startsAt, t.endsAt);
  };
  for (let offset = -14; offset <= 35; offset++) {
    const day = addDaysIso(today, offset);
    const weekday = weekdayOf(day);
    if (weekday === 4)
      for (const c of ['Court 1', 'Court 2', 'Court 3'])
        await event(hornsby.id, hCourts.get(c)!, 'Competition', day, '18:00', '22:00');
    if (weekday === 3) await event(hornsby.id, hCourts.get('Court 3')!, 'School Sport', day, '09:00', '12:00');
    if (weekday === 6) await event(brickpit.id, bCourts.get('Court 2')!, 'Junior Development', day, '08:00', '10:00');
  }

  const people = new Map(
    (
      await tx
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.username, ['member01', 'manager01', 'coach01', 'netball01']))
    ).map((m) => [m.username, m.id]),
  );
  const book = async (
    who: string,
    venueId: number,
    sportId: number,
    typeId: number,
    court: number,
    day: string,
    from: string,
    to: string,
    rateCents: number,
  ) => {
    const t = at(day, from, to);
    const id = await repo.insertBooking(tx, {
      memberId: people.get(who)!,
      orderId: null,
      venueId,
      sportId,
      typeId,
      courtId: court,
      ...t,
      rateCents,
      status: 'booked',
    });
    await repo.holdUnits(tx, { bookingId: id }, court, t.startsAt, t.endsAt);
  };
  // Afternoons around today (never before 11:30 on Courts 1 and 2, never on a Thursday evening's competition). On
  // Saturdays the season's games take Hornsby's Courts 1 and 2 from 13:00 (Women's Open) to 17:50 (Mixed Social), and
  // court hire counts them as taken (decision 282): those bookings come before and after them.
  for (let offset = -7; offset <= 14; offset++) {
    const day = addDaysIso(today, offset);
    const saturday = weekdayOf(day) === 6;
    await book(
      'manager01',
      hornsby.id,
      h.basketball,
      h.training,
      hCourts.get('Court 2')!,
      day,
      saturday ? '18:00' : '16:00',
      saturday ? '20:00' : '18:00',
      8000,
    );
    await book(
      'coach01',
      hornsby.id,
      h.basketball,
      h.casual,
      hCourts.get('Court 1 North')!,
      day,
      saturday ? '11:30' : '12:00',
      saturday ? '13:00' : '13:30',
      3750,
    );
    if (offset % 2 === 0)
      await book(
        'netball01',
        hornsby.id,
        h.netball,
        h.netballCasual,
        hCourts.get('Court 3')!,
        day,
        '13:00',
        '15:00',
        10000,
      );
    if (offset % 3 === 0)
      await book(
        'coach01',
        brickpit.id,
        b.basketball,
        b.training,
        bCourts.get('Court 1 Thirds A-B')!,
        day,
        '17:00',
        '18:30',
        3000,
      );
  }
  await book(
    'member01',
    hornsby.id,
    h.basketball,
    h.casual,
    hCourts.get('Court 1 South')!,
    addDaysIso(today, -10),
    '14:00',
    '15:00',
    2500,
  );
  await book(
    'member01',
    hornsby.id,
    h.basketball,
    h.event,
    hCourts.get('Court 3')!,
    addDaysIso(today, -3),
    '15:00',
    '17:00',
    16000,
  );
  await book(
    'member01',
    hornsby.id,
    h.basketball,
    h.casual,
    hCourts.get('Court 3')!,
    addDaysIso(today, 6),
    '12:00',
    '13:00',
    5000,
  );
}

/** Sports, types, options and rates of a venue; Hornsby also takes netball. */
async function catalogue(tx: Tx, venueId: number, withNetball: boolean) {
  const [basketball, netball] = await tx
    .insert(bookingSports)
    .values([
      { venueId, name: 'Basketball', position: 1 },
      ...(withNetball ? [{ venueId, name: 'Netball', position: 2 }] : []),
    ])
    .returning();
  const type = async (sportId: number, name: string, slug: string, position: number) =>
    (await tx.insert(bookingTypes).values({ venueId, sportId, name, slug, position }).returning())[0]!.id;
  const casual = await type(basketball!.id, 'Casual Hire', 'casual', 1);
  const training = await type(basketball!.id, 'Training', 'training', 2);
  const event = await type(basketball!.id, 'Private Event', 'event', 3);
  const [scoreboard] = await tx
    .insert(bookingOptions)
    .values({ venueId, sportId: basketball!.id, name: 'Scoreboard', position: 1 })
    .returning();
  const hourly = withNetball ? 5000 : 4000;
  await tx.insert(bookingRates).values([
    { typeId: casual, optionId: null, minMinutes: 60, maxMinutes: 120, hourlyCents: hourly },
    { typeId: casual, optionId: null, minMinutes: 135, maxMinutes: 240, hourlyCents: hourly - 500 },
    { typeId: casual, optionId: scoreboard!.id, minMinutes: 60, maxMinutes: 240, hourlyCents: hourly + 1000 },
    { typeId: training, optionId: null, minMinutes: 60, maxMinutes: 180, hourlyCents: hourly - 1000 },
    { typeId: event, optionId: null, minMinutes: 120, maxMinutes: 360, hourlyCents: 8000 },
    { typeId: event, optionId: scoreboard!.id, minMinutes: 120, maxMinutes: 360, hourlyCents: 9000 },
  ]);
  let netballCasual = 0;
  if (netball) {
    netballCasual = await type(netball.id, 'Casual Hire', 'casual', 1);
    const netballTraining = await type(netball.id, 'Training', 'training', 2);
    await tx.insert(bookingRates).values([
      { typeId: netballCasual, optionId: null, minMinutes: 60, maxMinutes: 180, hourlyCents: 5000 },
      { typeId: netballTraining, optionId: null, minMinutes: 60, maxMinutes: 180, hourlyCents: 4000 },
    ]);
  }
  return { basketball: basketball!.id, netball: netball?.id ?? 0, casual, training, event, netballCasual };
}

/** Full courts with their units and hours, and the parts each covers; answers every court's id by name. */
async function addCourts(tx: Tx, venueId: number, plans: CourtPlan[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let position = 0;
  for (const plan of plans) {
    const [full] = await tx
      .insert(bookingCourts)
      .values({ venueId, name: plan.name, position: ++position })
      .returning();
    ids.set(plan.name, full!.id);
    const units = await tx
      .insert(courtUnits)
      .values(plan.units.map((name, i) => ({ courtId: full!.id, position: i, name })))
      .returning();
    await tx.insert(bookingCourtUnits).values(units.map((u) => ({ courtId: full!.id, unitId: u.id })));
    const courtIds = [full!.id];
    for (const part of plan.parts ?? []) {
      const [c] = await tx
        .insert(bookingCourts)
        .values({ venueId, parentId: full!.id, name: part.name, sportId: part.sport ?? null, position: ++position })
        .returning();
      ids.set(part.name, c!.id);
      courtIds.push(c!.id);
      await tx.insert(bookingCourtUnits).values(part.units.map((i) => ({ courtId: c!.id, unitId: units[i]!.id })));
    }
    const hours = Object.entries(plan.hours)
      .filter(([, v]) => v)
      .map(([weekday, v]) => ({ weekday: Number(weekday), opens: v![0], closes: v![1] }));
    await tx.insert(bookingCourtHours).values(courtIds.flatMap((courtId) => hours.map((hh) => ({ courtId, ...hh }))));
  }
  return ids;
}
