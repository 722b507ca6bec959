import type { RefereeSlotsBody } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardMessages as M } from '@portal/domain/rosters/rosters.staff.messages';
import * as league from '../competition/league.service';
import { fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { recordAudit } from '../platform/audit';

// How many referees each game of a division needs (decision 278), set from the referee roster. The division is a
// league row, written through the league service; places already held above the new number stay until opened.

export async function setSlots(ctx: StaffCtx, body: RefereeSlotsBody): Promise<{ data: { message: string } }> {
  const name = await league.writeLeague(ctx, async (w) => {
    const row = await league.setRefereeSlots(w, body.division_id, body.slots);
    if (!row) throw fieldErrors({ division_id: M.noDivision });
    if (row.before !== body.slots) {
      await recordAudit(w.tx, ctx, {
        action: 'rosters.referee.slots',
        entity: 'division',
        entityId: body.division_id,
        before: { referee_slots: row.before },
        after: { referee_slots: body.slots },
      });
    }
    return row.name;
  });
  return { data: { message: M.slotsSet(name, body.slots) } };
}
