import { defaultLadderRules } from '@portal/domain/competition/ladder';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { divisions } from '../platform/league.tables';
import type { DivisionWrite } from './fixture-preview';
import * as fixtureWrites from './fixture-writes.repo';
import * as ladderRules from './ladder-rules.repo';
import type { LeagueWrite } from './league.service';
import * as setup from './season-setup.repo';

// The league service's season setup writes (docs/decisions/172, 185), reached through league.service.ts.

// Season setup (decision 185): seasons, exception dates, divisions, courts and their game slots. Season and
// division changes touch the season lists and the division's answers; courts and slots touch no public answer.

export async function createSeason(w: LeagueWrite, s: setup.SeasonFields): Promise<number> {
  const id = await setup.insertSeason(w.tx, s);
  w.touch.seasons();
  return id;
}

export async function saveSeason(w: LeagueWrite, id: number, s: setup.SeasonFields): Promise<void> {
  await setup.updateSeason(w.tx, id, s);
  w.touch.seasons();
}

/** A day or range without games, season-wide (divisionId null) or a division's own; false when one starts that day. */
export async function addException(
  w: LeagueWrite,
  seasonId: number,
  divisionId: number | null,
  e: setup.ExceptionFields,
): Promise<boolean> {
  const added = await setup.insertException(w.tx, seasonId, divisionId, e);
  if (added) w.touch.everything(); // a season's excluded dates change the calendar links of its games (spec 001 §2)
  return added;
}

export async function removeException(w: LeagueWrite, seasonId: number, divisionId: number | null, id: number) {
  const removed = await setup.deleteException(w.tx, seasonId, divisionId, id);
  if (removed) w.touch.everything();
  return removed;
}

/**
 * A new division ranks by `rules`, by default its sport's (FIBA for basketball; netball: points, percentage, points
 * for): decision 191. Divisions made before ladder rules were stored keep decision 020's until an officer sets theirs.
 */
export async function createDivision(
  w: LeagueWrite,
  seasonId: number,
  d: setup.DivisionFields,
  rules?: ladderRules.StoredRules,
): Promise<number> {
  const id = await setup.insertDivision(w.tx, seasonId, d);
  const { drawSeed: _seed, ...sportDefault } = defaultLadderRules(d.sport === 'netball' ? 'netball' : 'basketball');
  await ladderRules.upsertRules(w.tx, id, rules ?? sportDefault, new Date());
  w.touch.seasons();
  return id;
}

export async function saveDivision(w: LeagueWrite, id: number, d: setup.DivisionFields): Promise<void> {
  await setup.updateDivision(w.tx, id, d);
  w.touch.seasons();
  w.touch.division(id);
}

/**
 * How many referees each game of a division needs (decision 278): the referee roster's places; no public answer
 * changes. The division is locked first; answers its name and the number before, or null for no such division.
 */
export async function setRefereeSlots(
  w: LeagueWrite,
  divisionId: number,
  slots: number,
): Promise<{ name: string; before: number } | null> {
  const [row] = await w.tx
    .select({ name: divisions.name, before: divisions.refereeSlots })
    .from(divisions)
    .where(eq(divisions.id, divisionId))
    .for('update');
  if (!row) return null;
  await w.tx.update(divisions).set({ refereeSlots: slots }).where(eq(divisions.id, divisionId));
  return row;
}

export const addCourt = (w: LeagueWrite, c: { venueId: number; name: string }): Promise<number | null> =>
  setup.insertCourt(w.tx, c);

export const setCourtSlots = (w: LeagueWrite, courtId: number, weekday: number, starts: string[], minutes: number) =>
  setup.setSlots(w.tx, courtId, weekday, starts, minutes);

/** Hold the divisions until the transaction ends: a fixture publish reads what it replaces under it (decision 266). */
export const lockDivisions = (w: LeagueWrite, ids: number[]): Promise<void> => fixtureWrites.lockDivisions(w.tx, ids);

/** A published fixture of a division (decision 186): its rounds from `fromRound` replaced; the games written. */
export async function publishFixture(w: LeagueWrite, d: DivisionWrite, fromRound: number): Promise<number> {
  const written = await fixtureWrites.replaceRounds(w.tx, d, fromRound);
  w.touch.division(d.divisionId);
  return written;
}

/** A division's own ladder rules, if it has them. */
export const ladderRulesOf = (db: DbOrTx, divisionId: number) => ladderRules.rulesOf(db, divisionId);

/** Store a division's own ladder rules (docs/decisions/191): its standings are ranked by them from now on. */
export async function saveLadderRules(
  w: LeagueWrite,
  divisionId: number,
  rules: ladderRules.StoredRules,
  at: Date,
): Promise<void> {
  await ladderRules.upsertRules(w.tx, divisionId, rules, at);
  w.touch.division(divisionId);
}

/** A venue added or edited in court hire settings (docs/decisions/232): the draw names venues, so every answer may change. */
export async function addVenue(w: LeagueWrite, row: setup.VenueFields) {
  const venue = await setup.insertVenue(w.tx, row);
  w.touch.everything();
  return venue;
}

export async function saveVenue(w: LeagueWrite, id: number, row: setup.VenueFields) {
  const venue = await setup.updateVenue(w.tx, id, row);
  if (venue) w.touch.everything();
  return venue;
}
