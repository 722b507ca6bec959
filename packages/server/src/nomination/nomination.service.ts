import type {
  CapacityReply,
  DivisionOption,
  EntrySeason,
  LookupOption,
} from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import type { Ctx } from '../platform/context';
import { requireGates, requireMember } from '../platform/gates';
import { notFound } from '../platform/errors';
import * as repo from './nomination.repo';
import { preferredChoices } from './entry-checks';

// The lookups of the wizard's step 2 and the capacity check (spec 001 §7 nomination calls). Paying is team-entry.ts.

export { payTeamNomination } from './team-entry';

/** The places a division can still give; null when it has no limit or a waiting list (which takes none). */
export function placesLeft(row: Pick<repo.EntryRow, 'waitlist' | 'capacity' | 'placesTaken'>): number | null {
  return row.waitlist || row.capacity === null ? null : Math.max(row.capacity - row.placesTaken, 0);
}

/** spec 001 §3 division option from a division open for entry. */
export function divisionOption(row: repo.EntryRow): DivisionOption {
  const left = placesLeft(row);
  return {
    value: row.divisionId,
    text: row.name,
    waitlist: row.waitlist,
    min_players: row.minPlayers,
    max_players: row.maxPlayers,
    sk_val: row.skVal,
    price: row.priceCents,
    places_left: left,
    sold_out: left === 0,
  };
}

export async function grades(ctx: Ctx): Promise<{ data: LookupOption[] }> {
  requireMember(ctx);
  return { data: (await repo.openGrades(ctx.db)).map((g) => ({ value: g.id, text: g.name })) };
}

export async function seasons(ctx: Ctx): Promise<{ data: EntrySeason[] }> {
  requireMember(ctx);
  return { data: (await repo.openSeasons(ctx.db)).map((s) => ({ season_id: s.id, season_name: s.name })) };
}

export async function divisionGroups(ctx: Ctx, gradeId: number): Promise<{ data: LookupOption[] }> {
  requireMember(ctx);
  return { data: (await repo.openGroups(ctx.db, gradeId)).map((g) => ({ value: g.id, text: g.name })) };
}

export async function divisions(ctx: Ctx, groupId: number): Promise<{ data: DivisionOption[] }> {
  requireMember(ctx);
  return { data: (await repo.groupDivisions(ctx.db, groupId)).map(divisionOption) };
}

/** A division open for entry, or 404 (ours: 'This division does not take team entries at the moment.'). */
export async function openDivision(ctx: Ctx, divisionId: number): Promise<repo.EntryRow> {
  const row = await repo.openEntry(ctx.db, divisionId);
  if (!row) throw notFound(M.notOpen);
  return row;
}

/** Where a waiting-list entry may be placed: the divisions of its grade its team can enter (decisions 062, 222). */
export async function preferredDivisions(ctx: Ctx, divisionId: number): Promise<{ data: LookupOption[] }> {
  requireMember(ctx);
  const division = await openDivision(ctx, divisionId);
  const rows = await preferredChoices(ctx.db, division);
  return { data: rows.map((r) => ({ value: r.divisionId, text: r.name })) };
}

/**
 * GET teamnomination/{division} (spec 001 §7): open, or full (status 422, a normal answer) with the group's
 * divisions as they are now, so the wizard resets the division and shows the rest. A waiting list is never full.
 */
export async function capacity(ctx: Ctx, divisionId: number): Promise<CapacityReply> {
  requireGates(ctx, 'adult');
  const row = await openDivision(ctx, divisionId);
  const option = divisionOption(row);
  if (!option.sold_out) return { data: { capacity: 'open', division: option } };
  const divisions = (await repo.groupDivisions(ctx.db, row.groupId)).map(divisionOption);
  return { data: { capacity: 'full', message: M.capacityReached, divisions } };
}
