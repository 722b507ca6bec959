import { defaultLadderRules } from '@portal/domain/competition/ladder';
import { DECISION_020_LADDER, type LadderRules } from '@portal/domain/competition/ladder-rules';
import type { DivisionLadderRules, SaveLadderRulesBody } from '@portal/domain/competition/ladder-rules.staff.contract';
import { LadderRulesMessages as M } from '@portal/domain/competition/ladder-rules.staff.messages';
import type { Sport } from '@portal/domain/shared/fields';
import { notFound } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';
import { divisionOf, rulesOf, type StoredRules } from './ladder-rules.repo';
import * as league from './league.service';

// A division's ladder rules in the back-office (docs/decisions/191), stored through the league service so the
// public standings are ranked by them at once (decision 169), with the audit row in the same transaction.

const stored = ({ drawSeed: _seed, ...rules }: LadderRules): StoredRules => rules;
/** The rules as the reply holds them (a mutable list). */
const shape = (r: StoredRules) => ({ ...r, tiebreakers: [...r.tiebreakers] });
const sportOf = (sport: string): Sport => (sport === 'netball' ? 'netball' : 'basketball');

async function divisionOr404(ctx: StaffCtx, divisionId: number) {
  const division = await divisionOf(ctx.db, divisionId);
  if (!division) throw notFound(M.noDivision);
  return division;
}

export async function read(ctx: StaffCtx, divisionId: number): Promise<{ data: DivisionLadderRules }> {
  const division = await divisionOr404(ctx, divisionId);
  const own = await rulesOf(ctx.db, divisionId);
  return {
    data: {
      division_id: divisionId,
      division: division.name,
      sport: division.sport,
      own: own !== undefined,
      rules: shape(own ?? stored(DECISION_020_LADDER)),
      sport_default: shape(stored(defaultLadderRules(sportOf(division.sport)))),
    },
  };
}

export async function save(ctx: StaffCtx, body: SaveLadderRulesBody): Promise<{ data: { message: string } }> {
  const division = await divisionOr404(ctx, body.division_id);
  await league.writeLeague(ctx, async (w) => {
    // The before is the rules in force, read under the division's lock: decision 020's for a division without its own
    // (it was null then, issue 39), and never one that another save is replacing at the same moment.
    await league.lockDivisions(w, [body.division_id]);
    const own = await rulesOf(w.tx, body.division_id);
    await league.saveLadderRules(w, body.division_id, body.rules, ctx.now());
    await recordAudit(w.tx, ctx, {
      action: 'competition.ladder_rules.save',
      entity: 'division',
      entityId: body.division_id,
      before: { own: own !== undefined, ...(own ?? stored(DECISION_020_LADDER)) },
      after: { own: true, ...body.rules },
    });
  });
  return { data: { message: M.saved(division.name) } };
}
