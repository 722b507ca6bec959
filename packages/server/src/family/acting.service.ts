import { actedForWords, type ActedChange } from '@portal/domain/family/acting.contract';
import { formatDateTime } from '@portal/domain/shared/time';
import { actedWritesFor } from '../platform/acting-record';
import type { Ctx } from '../platform/context';
import { requireMember } from '../platform/gates';

// The changes guardians made while acting for a person (docs/decisions/258), as the person reads them.

const SHOWN = 50;

export async function actedChanges(ctx: Ctx): Promise<{ data: ActedChange[] }> {
  const { member } = requireMember(ctx);
  const rows = await actedWritesFor(ctx.db, member.id, SHOWN);
  return {
    data: rows.map((r) => ({
      at: formatDateTime(r.at, ctx.config.site.timeZone),
      by: `${r.firstname} ${r.lastname}`,
      what: actedForWords(String((r.after as { call?: unknown } | null)?.call ?? '')),
    })),
  };
}
