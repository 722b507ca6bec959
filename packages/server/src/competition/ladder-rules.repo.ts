import { eq } from 'drizzle-orm';
import type { LadderRules } from '@portal/domain/competition/ladder-rules';
import type { DbOrTx } from '../platform/db';
import { divisions } from '../platform/league.tables';
import { divisionLadderRules } from './competition.tables';

// A division's own ladder rules (docs/decisions/191). The write is called only by league.service.ts (decision 172).

export type StoredRules = Omit<LadderRules, 'drawSeed'>;

/** The division's own rules, or undefined when it has none. */
export async function rulesOf(db: DbOrTx, divisionId: number): Promise<StoredRules | undefined> {
  const [row] = await db
    .select({ rules: divisionLadderRules.rules })
    .from(divisionLadderRules)
    .where(eq(divisionLadderRules.divisionId, divisionId));
  return row?.rules;
}

/** Store (or replace) the division's rules. */
export async function upsertRules(tx: DbOrTx, divisionId: number, rules: StoredRules, at: Date): Promise<void> {
  await tx
    .insert(divisionLadderRules)
    .values({ divisionId, rules, updatedAt: at })
    .onConflictDoUpdate({ target: divisionLadderRules.divisionId, set: { rules, updatedAt: at } });
}

export async function divisionOf(db: DbOrTx, divisionId: number) {
  const [row] = await db
    .select({ name: divisions.name, sport: divisions.sport })
    .from(divisions)
    .where(eq(divisions.id, divisionId));
  return row;
}
