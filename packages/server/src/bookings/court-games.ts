import { instantOf } from '@portal/domain/bookings/booking-time';
import * as league from '../competition/league.service';
import type { DbOrTx } from '../platform/db';
import * as repo from './bookings.repo';

// The one rule for a hire court's competition games (docs/decisions/282): the season's court of the same venue with
// the hire court's name (a part of a court: its full court's), names compared without case or outer spaces. The
// block dialog, the court calendar and the rules check all read games through here.

export type CourtGame = Awaited<ReturnType<typeof league.gamesOnCourt>>[number];
type HireCourt = { venueId: number; name: string; parentId: number | null };

export const sameCourtName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The name a hire court's games are found by: its full court's. */
export async function seasonCourtName(db: DbOrTx, court: HireCourt): Promise<string> {
  const full = court.parentId === null ? null : await repo.courtById(db, court.parentId);
  return full?.name ?? court.name;
}

/** The games on a hire court over a local range ('yyyy-mm-dd HH:mm'). */
export async function gamesOnHireCourt(db: DbOrTx, court: HireCourt, from: string, to: string): Promise<CourtGame[]> {
  return league.gamesOnCourt(db, { venueId: court.venueId, court: await seasonCourtName(db, court), from, to });
}

/** The season court each hire court's games are found on (its full court's for a part), with its games from `fromDay` on; null: none of that name. */
export async function seasonCourtsOfHire(
  db: DbOrTx,
  venueId: number,
  hire: readonly { id: number; name: string; parentId: number | null }[],
  fromDay: string,
) {
  const season = await league.seasonCourtsAhead(db, venueId, fromDay);
  const nameOf = (c: { name: string; parentId: number | null }) =>
    c.parentId === null ? c.name : (hire.find((f) => f.id === c.parentId)?.name ?? c.name);
  return new Map(
    hire.map((c) => {
      const match = season.find((s) => sameCourtName(s.name, nameOf(c)));
      return [c.id, match ? { name: match.name, games_ahead: Number(match.ahead) } : null] as const;
    }),
  );
}

/** The games at a venue over a local range, each with the full hire court it takes (games on no hire court left out). */
export async function gamesOnVenueCourts(db: DbOrTx, venueId: number, from: string, to: string) {
  const full = (await repo.courtsOf(db, venueId)).filter((c) => c.parentId === null);
  const rows = await league.gamesOnCourt(db, { venueId, from, to });
  return rows.flatMap((g) => {
    const court = full.find((c) => sameCourtName(c.name, g.court));
    return court ? [{ game: g, courtId: court.id, courtName: court.name }] : [];
  });
}

/** A game's start and end as instants. */
export const gameSpan = (g: CourtGame, timeZone: string) => ({
  start: instantOf(g.date, g.timeFrom.slice(0, 5), timeZone),
  end: instantOf(g.date, g.timeTo.slice(0, 5), timeZone),
});
