import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import { recordAudit } from './audit';
import { auditLog } from './audit.tables';
import type { Ctx } from './context';
import type { Db } from './db';
import { members } from './members.tables';

// Who acted (docs/decisions/258): every write a guardian makes for a person through X-Act-For leaves a row in the
// audit trail, the guardian its actor and the person its record, so staff see it in the trail and the person on
// their profile. The route binding writes it once the call has succeeded: the platform cannot reach into each area's
// transaction (a payment's holds none across the gateway), so a crash between the two could lose the row, never
// invent one.

export const ACTED_FOR = 'family.acted_for';

/** Whether a call of `endpoint` that answered `status` changed something for the person acted for. */
export function isActedWrite(ctx: Ctx, endpoint: EndpointDef, status: number): boolean {
  return (
    Boolean(ctx.actor && ctx.member) &&
    endpoint.auth === 'member' &&
    endpoint.method !== 'GET' &&
    !endpoint.readOnly &&
    status < 300
  );
}

/** Record that the context's actor made this call for the context's member. */
export async function recordActedWrite(ctx: Ctx, endpoint: EndpointDef): Promise<void> {
  const { actor, member } = ctx;
  if (!actor || !member) return;
  await recordAudit(
    ctx.db,
    { member: actor },
    {
      action: ACTED_FOR,
      entity: 'member',
      entityId: member.id,
      after: { call: `${endpoint.method} ${endpoint.path}` },
    },
  );
}

/** The writes guardians made for a person, newest first: when, the guardian's names, the call. */
export async function actedWritesFor(db: Db, memberId: number, limit: number) {
  const guardian = aliasedTable(members, 'guardian');
  return db
    .select({ at: auditLog.at, firstname: guardian.firstname, lastname: guardian.lastname, after: auditLog.after })
    .from(auditLog)
    .innerJoin(guardian, eq(guardian.id, auditLog.actorMemberId))
    .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(memberId)), eq(auditLog.action, ACTED_FOR)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
