import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { auditLog } from '../platform/audit.tables';

/**
 * When `action` was last recorded on each record of `entity` among `ids`: for a limit another area counts from the
 * audit trail (decision 283, a reminder to an official once a day). Read under the caller's row lock for races.
 */
export async function lastAuditAt(
  db: DbOrTx,
  action: string,
  entity: string,
  ids: (number | string)[],
): Promise<Map<string, Date>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: auditLog.entityId, at: max(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String))))
    .groupBy(auditLog.entityId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.id, new Date(r.at)] as const] : [])));
}
