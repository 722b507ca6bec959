import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain/shared/time';
import type { DbOrTx } from '../platform/db';
import { members } from '../platform/members.tables';
import { courts, divisions, games, seasons } from '../platform/league.tables';
import type { SeedCtx } from '../platform/seed';
import {
  eventRosterEntries,
  officialPayRates,
  refereeAccess,
  refereeAssignments,
  refereeAvailability,
  refereePublishedDates,
  refereeUnavailableDates,
  rosterEvents,
} from './rosters.tables';

// Demo rosters (../shared/CONTRACT.md: referee01 sees both roster types, official01 is rostered on events), so every
// screen has content: referee01 officiates past midweek games and games of the coming Saturday; the rosters of the
// next two Saturdays are published (inside the 4-week check, so a change there is refused, spec 002 §4) while the
// midweek venue has nothing published ahead (so its timeslots can be changed). One event roster entry's function
// holds markup, to show that the full roster keeps it as text (docs/decisions/092).

type Game = { id: number; date: string; time: string; venueId: number; courtId: number };

/** The active season's games with their venue, by date, time and court. */
async function seasonGames(tx: DbOrTx): Promise<{ seasonId: number; games: Game[] }> {
  const [season] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.active, true))
    .orderBy(sql`${seasons.startsOn} desc`)
    .limit(1);
  const rows = await tx
    .select({ id: games.id, date: games.date, time: games.timeFrom, venueId: courts.venueId, courtId: courts.id })
    .from(games)
    .innerJoin(divisions, eq(divisions.id, games.divisionId))
    .innerJoin(courts, eq(courts.id, games.courtId))
    .where(and(eq(divisions.seasonId, season!.id), sql`${games.byeTeamId} is null`, sql`${games.teamAId} is not null`))
    .orderBy(asc(games.date), asc(games.timeFrom), asc(courts.name));
  return { seasonId: season!.id, games: rows };
}

const isoDay = (iso: string) => ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const distinct = <T>(xs: T[]) => [...new Set(xs)];

export async function seedRosters({ tx, today }: SeedCtx): Promise<void> {
  const people = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, ['referee01', 'official01']));
  const who = (u: string) => people.find((p) => p.username === u)!.id;
  const others = (
    await tx
      .select({ id: members.id })
      .from(members)
      .where(like(members.username, 'player%'))
      .orderBy(asc(members.id))
      .limit(8)
  ).map((m) => m.id);
  const referee = who('referee01');
  const official = who('official01');
  await tx.insert(refereeAccess).values([
    { memberId: referee, rosterType: 'referee' },
    { memberId: referee, rosterType: 'table' },
  ]);

  const { seasonId, games: all } = await seasonGames(tx);
  const saturdays = all.filter((g) => isoDay(g.date) === 6);
  const satVenue = saturdays[0]!.venueId;
  const midweek = all.find((g) => isoDay(g.date) <= 5)!;
  const midVenue = midweek.venueId;

  // midweek: the last three game days, already played and published
  const midDates = distinct(all.filter((g) => g.venueId === midVenue && g.date < today).map((g) => g.date)).slice(-3);
  // Saturdays at the main venue: the last played one, and the next two after today (published: the 4-week check refuses
  // changes); on a Saturday today's games may already have begun, so they are not the coming ones
  const satDates = distinct(saturdays.filter((g) => g.venueId === satVenue).map((g) => g.date));
  const pastSat = satDates.filter((d) => d < today).slice(-1);
  const nextSats = satDates.filter((d) => d > today && d < addDaysIso(today, 28)).slice(0, 2);

  const assignments: (typeof refereeAssignments.$inferInsert)[] = [];
  const staff = (g: Game, mine: { type: 'referee' | 'table'; as: string } | null, k: number) => {
    const slots = [
      ['referee', 'Referee 1'],
      ['referee', 'Referee 2'],
      ['table', 'Scorer'],
      ['table', 'Timekeeper'],
    ] as const;
    slots.forEach(([type, as], i) => {
      const memberId = mine && mine.as === as ? referee : others[(k + i) % others.length]!;
      assignments.push({ gameId: g.id, memberId, rosterType: type, memberType: as });
    });
  };
  let k = 0;
  for (const date of [...midDates, ...pastSat, ...nextSats.slice(0, 1)]) {
    const day = all.filter((g) => g.date === date && g.venueId === (midDates.includes(date) ? midVenue : satVenue));
    day.forEach((g, i) => {
      const mine =
        i === 0
          ? { type: 'referee' as const, as: 'Referee 1' }
          : i === day.length - 1
            ? { type: 'table' as const, as: 'Scorer' }
            : null;
      staff(g, mine, k);
      k += 4;
    });
  }
  // the second coming Saturday is published too, with officials other than referee01 (who is unavailable that day)
  for (const g of all.filter((x) => x.date === nextSats[1] && x.venueId === satVenue)) {
    staff(g, null, k);
    k += 4;
  }
  await tx.insert(refereeAssignments).values(assignments);

  await tx
    .insert(refereePublishedDates)
    .values([
      ...midDates.map((date) => ({ seasonId, venueId: midVenue, date })),
      ...[...pastSat, ...nextSats].map((date) => ({ seasonId, venueId: satVenue, date })),
    ]);
  const timesAt = (venueId: number, day: number) =>
    distinct(all.filter((g) => g.venueId === venueId && isoDay(g.date) === day).map((g) => g.time)).sort();
  const satTimes = timesAt(satVenue, 6);
  const midDay = isoDay(midweek.date);
  await tx.insert(refereeAvailability).values(
    [
      ...[satTimes[0]!, satTimes[satTimes.length - 2] ?? satTimes[0]!].map((time) => ({
        memberId: referee,
        seasonId,
        venueId: satVenue,
        day: 6,
        time,
      })),
      ...timesAt(midVenue, midDay).map((time) => ({
        memberId: referee,
        seasonId,
        venueId: midVenue,
        day: midDay,
        time,
      })),
    ].filter((row, i, rows) => rows.findIndex((r) => r.venueId === row.venueId && r.time === row.time) === i),
  );
  if (nextSats[1])
    await tx
      .insert(refereeUnavailableDates)
      .values({ memberId: referee, seasonId, venueId: satVenue, date: nextSats[1] });

  // officials' pay rates per game (docs/decisions/196): finals pay more
  const rate = { round: 0, semi_final: 1000, final: 1500, grand_final: 2500 } as const;
  await tx.insert(officialPayRates).values(
    (['referee', 'table'] as const).flatMap((rosterType) =>
      (Object.keys(rate) as (keyof typeof rate)[]).map((gameKind) => ({
        rosterType,
        gameKind,
        amountCents: (rosterType === 'referee' ? 3500 : 2000) + rate[gameKind],
      })),
    ),
  );

  await seedEvents(tx, { official, referee, others, satVenue, midVenue, today });
}

async function seedEvents(
  tx: DbOrTx,
  p: { official: number; referee: number; others: number[]; satVenue: number; midVenue: number; today: string },
): Promise<void> {
  const courtsOf = async (venueId: number) =>
    (await tx.select({ id: courts.id }).from(courts).where(eq(courts.venueId, venueId)).orderBy(asc(courts.name))).map(
      (c) => c.id,
    );
  const [c1, c2] = await courtsOf(p.satVenue);
  const events = await tx
    .insert(rosterEvents)
    .values([
      { name: 'Junior Skills Carnival', date: addDaysIso(p.today, 10), venueId: p.satVenue },
      { name: 'Summer Grading Day', date: addDaysIso(p.today, -14), venueId: p.midVenue },
      { name: 'Presentation Night', date: addDaysIso(p.today, 24), venueId: p.satVenue },
    ])
    .returning();
  const [carnival, grading, night] = events as [
    (typeof events)[number],
    (typeof events)[number],
    (typeof events)[number],
  ];
  const at = (
    e: typeof carnival,
    memberId: number,
    timeFrom: string,
    timeTo: string,
    fn: string,
    courtId: number | null = null,
  ) => ({ eventId: e.id, memberId, date: e.date, timeFrom, timeTo, venueId: e.venueId, courtId, function: fn });
  await tx
    .insert(eventRosterEntries)
    .values([
      at(carnival, p.official, '08:30', '12:00', 'Scorer', c1),
      at(carnival, p.official, '13:00', '15:30', 'Table Official', c2),
      at(carnival, p.referee, '08:30', '12:00', 'Referee', c1),
      at(carnival, p.others[0]!, '08:00', '15:30', 'Court Marshal <img src=x onerror=alert(1)>'),
      at(carnival, p.others[1]!, '08:00', '15:30', 'First Aid & Water'),
      at(grading, p.official, '09:00', '12:00', 'Timekeeper'),
      at(grading, p.others[2]!, '09:00', '12:00', 'Grader'),
      at(night, p.official, '18:00', '21:30', 'Door & Tickets'),
      at(night, p.others[3]!, '18:00', '21:30', 'MC'),
    ]);
}
