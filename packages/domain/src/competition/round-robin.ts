// The circle (Berger) method of docs/decisions/176-fixtures-and-slots.md: one leg of a round robin, every pair once,
// an explicit bye seat for an odd count. No npm package fits (decision 176 lists why).

/** One game of a round: team ids, the home team first (team A on the draw). */
export interface Pairing {
  home: number;
  away: number;
}

/** One round of one leg: its games and the teams without a game (the bye, shown on the draw as a game-less card). */
export interface PairedRound {
  games: Pairing[];
  byes: number[];
}

/**
 * Rounds of one leg for the teams in seeding order: n - 1 rounds for an even count, n for an odd count (each team has
 * exactly one bye, in seeding order). Home and away alternate with the fewest breaks (n - 2, de Werra's bound), so
 * no team is home more than once over its share.
 */
export function bergerLeg(teams: readonly number[]): PairedRound[] {
  if (teams.length < 2) return [];
  const seats: (number | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null]; // the last seat is the bye
  const m = seats.length - 1; // seats on the circle; the last one stays fixed
  const fixed = seats[m]!;
  const rounds: PairedRound[] = [];
  for (let r = 0; r < m; r++) {
    const seatPairs: [number | null, number | null][] = [r % 2 === 0 ? [seats[r]!, fixed] : [fixed, seats[r]!]];
    for (let k = 1; k < seats.length / 2; k++) {
      const a = seats[(r + k) % m]!;
      const b = seats[(r - k + m) % m]!;
      seatPairs.push(k % 2 === 1 ? [b, a] : [a, b]);
    }
    const games: Pairing[] = [];
    const byes: number[] = [];
    for (const [home, away] of seatPairs) {
      if (home === null) byes.push(away!);
      else if (away === null) byes.push(home);
      else games.push({ home, away });
    }
    rounds.push({ games, byes });
  }
  return rounds;
}

/** The same leg with home and away swapped (the second leg of a double round robin). */
export function mirrorLeg(leg: readonly PairedRound[]): PairedRound[] {
  return leg.map((r) => ({ games: r.games.map((g) => ({ home: g.away, away: g.home })), byes: [...r.byes] }));
}

/** Key of an unordered pair of teams. */
export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
