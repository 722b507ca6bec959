import type { AuditAction } from '@portal/domain/staff/audit-actions';
import type { DbOrTx } from './db';
import type { StaffCtx } from './staff-session';
import { auditLog } from './audit.tables';
import { maskSecrets } from './mask-secrets';

// The audit trail (docs/decisions/160): every staff write calls recordAudit inside the transaction of the change it
// records, so a change is never without its row, nor a row without its change. It is platform, as the database and
// the mail outbox are: every area's staff writes call it; the staff area reads the trail.

export { MASK, maskSecrets } from './mask-secrets';

export interface AuditEntry {
  /** What was done, as `<area>.<verb>` (staff.role.grant, members.correct…): a name of the domain's table of sentences. */
  action: AuditAction;
  /** The kind of record and its id (member 42, invoice 7…). */
  entity: string;
  entityId: string | number;
  reason?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who made a change: a staff member, or a command run on the server. */
export type Actor = Pick<StaffCtx, 'member'> | { command: string };

/** Record one staff write, in the caller's transaction. */
export async function recordAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  const who =
    'command' in actor
      ? { actorMemberId: null, actor: actor.command }
      : { actorMemberId: actor.member.id, actor: actor.member.username ?? String(actor.member.id) };
  await tx.insert(auditLog).values({
    ...who,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    reason: entry.reason ?? '',
    before: maskSecrets(entry.before),
    after: maskSecrets(entry.after),
  });
}

/** Only the fields that differ between two versions of a record (both sides), for a readable trail. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}
