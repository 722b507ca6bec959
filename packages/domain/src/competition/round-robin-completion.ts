import { bergerLeg, mirrorLeg, pairKey, type Pairing, type PairedRound } from './round-robin';

// Regenerating from a round (docs/decisions/176-fixtures-and-slots.md): the kept rounds stay as they are and the rounds
// after them complete each round robin. When the kept rounds are the start of the circle method's own schedule for
// these teams, its remaining rounds follow unchanged; otherwise (a team withdrawn or added, a round edited by hand)
// the pairs still owed are split into rounds by a bounded search.

type Edge = [number, number];
const SEARCH_BUDGET = 20_000;

/** Every round of `legs` round robins by the circle method: legs alternate home and away. */
export function roundRobinSchedule(teams: readonly number[], legs: number): PairedRound[] {
  const leg = bergerLeg(teams);
  return Array.from({ length: legs }, (_, i) => (i % 2 === 0 ? leg : mirrorLeg(leg))).flat();
}

const roundKey = (r: PairedRound, teams: ReadonlySet<number>) =>
  r.games
    .filter((g) => teams.has(g.home) && teams.has(g.away))
    .map((g) => pairKey(g.home, g.away))
    .sort()
    .join(',');

/** The rounds after `kept` that complete `legs` round robins over `teams` (each pair once per leg). */
export function completeRoundRobins(
  teams: readonly number[],
  legs: number,
  kept: readonly PairedRound[],
): PairedRound[] {
  const full = roundRobinSchedule(teams, legs);
  const set = new Set(teams);
  if (kept.length <= full.length && kept.every((r, i) => roundKey(r, set) === roundKey(full[i]!, set)))
    return full.slice(kept.length);
  return completeByLayers(teams, legs, kept, set);
}

function completeByLayers(
  teams: readonly number[],
  legs: number,
  kept: readonly PairedRound[],
  set: ReadonlySet<number>,
): PairedRound[] {
  const played = new Map<string, number>();
  const lastHome = new Map<string, number>();
  const homeCount = new Map(teams.map((t) => [t, 0]));
  const record = (g: Pairing) => {
    const k = pairKey(g.home, g.away);
    played.set(k, (played.get(k) ?? 0) + 1);
    lastHome.set(k, g.home);
    homeCount.set(g.home, (homeCount.get(g.home) ?? 0) + 1);
  };
  for (const r of kept) for (const g of r.games) if (set.has(g.home) && set.has(g.away)) record(g);
  const pairs: Edge[] = teams.flatMap((a, i) => teams.slice(i + 1).map((b): Edge => [a, b]));
  const need = (e: Edge) => Math.max(0, legs - (played.get(pairKey(...e)) ?? 0));
  const maxNeed = Math.max(0, ...pairs.map(need));
  const out: PairedRound[] = [];
  for (let layer = 1; layer <= maxNeed; layer++) {
    const edges = pairs.filter((e) => need(e) >= maxNeed - layer + 1);
    const rounds =
      edges.length === pairs.length
        ? bergerLeg(teams).map((r) => r.games.map((g): Edge => [g.home, g.away]))
        : decompose(edges);
    for (const games of rounds) {
      const oriented = games.map(([a, b]) => orient(a, b, lastHome, homeCount));
      oriented.forEach(record);
      const busy = new Set(games.flat());
      out.push({ games: oriented, byes: teams.filter((t) => !busy.has(t)) });
    }
  }
  return out;
}

/** A pair that met before swaps home and away; a first meeting goes home to the team with fewer home games. */
function orient(
  a: number,
  b: number,
  lastHome: ReadonlyMap<string, number>,
  homeCount: ReadonlyMap<number, number>,
): Pairing {
  const last = lastHome.get(pairKey(a, b));
  if (last !== undefined) return last === a ? { home: b, away: a } : { home: a, away: b };
  return (homeCount.get(b) ?? 0) < (homeCount.get(a) ?? 0) ? { home: b, away: a } : { home: a, away: b };
}

/** Rounds (matchings) holding every edge once: as few as the busiest team allows when the search finds them. */
export function decompose(edges: readonly Edge[]): Edge[][] {
  const budget = { left: SEARCH_BUDGET };
  return exact(edges, budget) ?? greedy(edges);
}

function degrees(edges: readonly Edge[]): Map<number, number> {
  const d = new Map<number, number>();
  for (const [a, b] of edges) {
    d.set(a, (d.get(a) ?? 0) + 1);
    d.set(b, (d.get(b) ?? 0) + 1);
  }
  return d;
}

/** Backtracking: every round must hold each team that still has as many games as rounds are left. */
function exact(edges: readonly Edge[], budget: { left: number }): Edge[][] | null {
  if (edges.length === 0) return [];
  const deg = degrees(edges);
  const rounds = Math.max(...deg.values());
  const order = [...deg.keys()].sort((x, y) => deg.get(y)! - deg.get(x)! || x - y);
  const critical = new Set(order.filter((v) => deg.get(v) === rounds));
  const perRound = Math.floor(deg.size / 2);
  for (const m of matchings(order, edges, critical, new Set(), [], budget)) {
    if (--budget.left < 0) return null;
    const rest = edges.filter((e) => !m.includes(e));
    if (rest.length > (rounds - 1) * perRound) continue;
    const tail = exact(rest, budget);
    if (tail) return [m, ...tail];
    if (budget.left < 0) return null;
  }
  return null;
}

function* matchings(
  order: readonly number[],
  edges: readonly Edge[],
  critical: ReadonlySet<number>,
  used: Set<number>,
  chosen: Edge[],
  budget: { left: number },
): Generator<Edge[]> {
  if (--budget.left < 0) return;
  const v = order.find(
    (x) => !used.has(x) && edges.some((e) => (e[0] === x || e[1] === x) && !used.has(e[0] === x ? e[1] : e[0])),
  );
  if (v === undefined) {
    if ([...critical].every((c) => used.has(c))) yield [...chosen];
    return;
  }
  used.add(v);
  for (const e of edges) {
    const u = e[0] === v ? e[1] : e[1] === v ? e[0] : null;
    if (u === null || used.has(u)) continue;
    used.add(u);
    chosen.push(e);
    yield* matchings(order, edges, critical, used, chosen, budget);
    chosen.pop();
    used.delete(u);
  }
  if (!critical.has(v)) yield* matchings(order, edges, critical, used, chosen, budget); // v sits this round out
  used.delete(v);
}

/** Fallback when the search runs out of budget: busiest teams first, one maximal matching per round. */
function greedy(edges: readonly Edge[]): Edge[][] {
  let rest = [...edges];
  const rounds: Edge[][] = [];
  while (rest.length > 0) {
    const deg = degrees(rest);
    const used = new Set<number>();
    const round: Edge[] = [];
    for (const e of [...rest].sort((x, y) => deg.get(y[0])! + deg.get(y[1])! - deg.get(x[0])! - deg.get(x[1])!)) {
      if (used.has(e[0]) || used.has(e[1])) continue;
      used.add(e[0]);
      used.add(e[1]);
      round.push(e);
    }
    rounds.push(round);
    rest = rest.filter((e) => !round.includes(e));
  }
  return rounds;
}
