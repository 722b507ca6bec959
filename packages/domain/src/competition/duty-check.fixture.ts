import { overlaps } from './court-slots';
import type { DutyGame, DutyPlan } from './duty-teams';

// Checks shared by the duty and season plan tests.

/** What breaks the duty rules in a plan: a duty team in its game, playing or on duty at the same time. */
export function dutyProblems(games: readonly DutyGame[], plan: DutyPlan): string[] {
  const duty = new Map(plan.duties.map((d) => [d.key, d.duty]));
  const out: string[] = [];
  for (const g of games) {
    const t = duty.get(g.key);
    if (t === null || t === undefined) continue;
    if (t === g.home || t === g.away) out.push(`${g.key}: ${t} plays in it`);
    for (const o of games) {
      if (o === g || o.date !== g.date || !overlaps(o, g)) continue;
      if (o.home === t || o.away === t) out.push(`${g.key}: ${t} plays ${o.key} at the same time`);
      if (duty.get(o.key) === t) out.push(`${g.key}: ${t} also on duty at ${o.key}`);
    }
  }
  return out;
}

/** Most duties less fewest duties. */
export const spread = (counts: Record<number, number>) =>
  Math.max(...Object.values(counts)) - Math.min(...Object.values(counts));
