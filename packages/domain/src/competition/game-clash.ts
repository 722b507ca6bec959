import { GameEditMessages as M } from './game-edits.staff.messages';

// The clash check of a game edit (docs/decisions/210-game-edits.md): the games as they would be after the edit,
// checked against every other scheduled game of their days. The same rules as the slot allocator's (decision 176):
// never a court twice at one time, never a team twice on one day; and an assigned referee never in two games at once.

/** A game where it would be: local date and times ('HH:mm' or 'HH:mm:ss'), its court, playing teams and referees. */
export interface GameSlot {
  gameId: number;
  date: string;
  timeFrom: string;
  timeTo: string;
  court: { id: number; name: string } | null;
  match: string;
  teams: { id: number; name: string }[];
  referees: { id: number; name: string }[];
}

export type ClashKind = 'court' | 'team' | 'referee';
export interface Clash {
  kind: ClashKind;
  gameId: number;
  otherGameId: number;
  message: string;
}

const hm = (t: string) => t.slice(0, 5);
const overlap = (a: GameSlot, b: GameSlot) =>
  a.date === b.date && hm(a.timeFrom) < hm(b.timeTo) && hm(b.timeFrom) < hm(a.timeTo);

function clashesOf(g: GameSlot, o: GameSlot): Clash[] {
  const found: Clash[] = [];
  const clash = (kind: ClashKind, message: string) =>
    found.push({ kind, gameId: g.gameId, otherGameId: o.gameId, message });
  if (g.court && o.court?.id === g.court.id && overlap(g, o))
    clash('court', M.courtTaken(g.court.name, hm(o.timeFrom), o.match));
  if (g.date === o.date) {
    for (const t of g.teams) if (o.teams.some((x) => x.id === t.id)) clash('team', M.teamTwice(t.name, o.match));
  }
  if (overlap(g, o)) {
    for (const r of g.referees)
      if (o.referees.some((x) => x.id === r.id)) clash('referee', M.refereeTwice(r.name, o.match));
  }
  return found;
}

/**
 * Every clash of the edited games (as they would be) with the other games and with each other. `others` are the
 * scheduled games of those days; the edited games themselves are left out of them by id.
 */
export function findClashes(edited: readonly GameSlot[], others: readonly GameSlot[]): Clash[] {
  const editedIds = new Set(edited.map((g) => g.gameId));
  const rest = others.filter((o) => !editedIds.has(o.gameId));
  const found: Clash[] = [];
  edited.forEach((g, i) => {
    for (const o of rest) found.push(...clashesOf(g, o));
    for (const o of edited.slice(i + 1)) found.push(...clashesOf(g, o));
  });
  return found;
}
