import { CompetitionErrors as E } from '@portal/domain/competition/competition.messages';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import * as repo from './competition.repo';
import { cachedValue } from './public-cache';

// A made-up season, division or team id answers 404 from memory, without a query and without a cache
// entry, so a crawler of ids can neither load the database nor push real draws out of the cache.

export interface IdIndex {
  seasons: ReadonlySet<number>;
  divisionSeason: ReadonlyMap<number, number>;
  teamDivision: ReadonlyMap<number, number>;
}

/** Every season, division and team id; rebuilt (three small queries) after any competition change. */
export function idIndex(db: DbOrTx): IdIndex | Promise<IdIndex> {
  return cachedValue(db, 'ids', async () => {
    const { seasonRows, divisionRows, teamRows } = await repo.listIds(db);
    return {
      seasons: new Set(seasonRows.map((s) => s.id)),
      divisionSeason: new Map(divisionRows.map((d) => [d.id, d.seasonId])),
      teamDivision: new Map(teamRows.map((t) => [t.id, t.divisionId])),
    };
  });
}

export function requireSeason(index: IdIndex, seasonId: number): void {
  if (!index.seasons.has(seasonId)) throw notFound(E.noSeason);
}

export function requireDivision(index: IdIndex, divisionId: number): void {
  if (!index.divisionSeason.has(divisionId)) throw notFound(E.noDivision);
}

/** The team must exist and play in this division. */
export function requireTeam(index: IdIndex, divisionId: number, teamId: number): void {
  requireDivision(index, divisionId);
  if (index.teamDivision.get(teamId) !== divisionId) throw notFound(E.noTeam);
}
