// Which season the public draw, standings and stats open on (docs/decisions/269-public-default-season.md): the
// season being played, not the newest one. Dates are 'yyyy-mm-dd' days in the association's zone.

export interface SeasonDates {
  id: number;
  active: boolean;
  archived: boolean;
  startsOn: string;
  endsOn: string | null;
}

/** Under way on `today`: started, and its last day (none set: open-ended) not yet passed. */
export const isUnderWay = (s: SeasonDates, today: string) =>
  s.startsOn <= today && (s.endsOn === null || today <= s.endsOn);

/**
 * How strongly a season claims the public's first look, lower first: an active season under way; an active season
 * to come (the next one, switched on, once the one being played has ended); an active season that has ended; then the
 * same three for seasons not switched on. Archived seasons never claim it.
 */
function tier(s: SeasonDates, today: string): number {
  if (s.archived) return 9;
  const when = isUnderWay(s, today) ? 0 : s.startsOn > today ? 1 : 2;
  return (s.active ? 0 : 3) + when;
}

/** Within a tier: under way or ended, the latest start; to come, the soonest start. */
const within = (a: SeasonDates, b: SeasonDates, today: string) =>
  (a.startsOn > today && b.startsOn > today
    ? a.startsOn.localeCompare(b.startsOn)
    : b.startsOn.localeCompare(a.startsOn)) || a.id - b.id;

/** The season the public pages open on, or null when every season is archived (or there is none). */
export function publicSeason<S extends SeasonDates>(seasons: readonly S[], today: string): S | null {
  const best = [...seasons].sort((a, b) => tier(a, today) - tier(b, today) || within(a, b, today))[0];
  return best && !best.archived ? best : null;
}

/** The list as the public gets it: the season it opens on first (the pages open on the first), the rest in their order. */
export function publicSeasonFirst<S extends SeasonDates>(ordered: readonly S[], today: string): S[] {
  const first = publicSeason(ordered, today);
  return first ? [first, ...ordered.filter((s) => s !== first)] : [...ordered];
}

/**
 * Where the public finds a season's games: the pages open on it, or a visitor chooses it under Season, and what would
 * make the pages open on it (switching it on, the season shown now ending). `shown` is null only when all are archived.
 */
export type PublicReach =
  { opens: true } | { opens: false; shown: string | null; archived: boolean; switchOn: boolean; shownEnds: boolean };

export function publicReach<S extends SeasonDates & { name: string }>(
  season: S,
  all: readonly S[],
  today: string,
): PublicReach {
  const shown = publicSeason(all, today);
  if (shown?.id === season.id) return { opens: true };
  const switchedOn = all.map((s) => (s.id === season.id ? { ...s, active: true } : s));
  const enough = publicSeason(switchedOn, today)?.id === season.id;
  return {
    opens: false,
    shown: shown?.name ?? null,
    archived: season.archived,
    switchOn: !season.active,
    shownEnds: !enough,
  };
}
