import type { SecurityEventKind } from '@portal/domain/security/security-events';
import type { DbOrTx } from '../platform/db';
import { maskSecrets } from '../platform/audit';
import { securityEvents } from './security.tables';

// The one door to the security log (issue 44, docs/decisions/316). Every area that signs in, refuses a staff call,
// exports a list or shows bank details calls recordSecurityEvent; a write's event goes in that write's transaction.
// The detail is masked as the audit trail is (no password, token, code or bank field survives).

export interface SecurityEvent {
  kind: SecurityEventKind;
  memberId?: number | null;
  actorMemberId?: number | null;
  username?: string;
  ip?: string;
  userAgent?: string;
  detail?: Record<string, unknown>;
}

/** Where a request came from, as a context carries it (the client's address and browser). */
export type Origin = { clientAddress?: string; userAgent?: string };

const CODE = /code|otp|recovery/i;

/** Write one event. `origin` fills the address and browser when the event does not name them. */
export async function recordSecurityEvent(db: DbOrTx, event: SecurityEvent, origin: Origin = {}): Promise<void> {
  const detail = maskSecrets(
    Object.fromEntries(Object.entries(event.detail ?? {}).map(([k, v]) => [k, CODE.test(k) ? '••••' : v])),
  );
  await db.insert(securityEvents).values({
    kind: event.kind,
    memberId: event.memberId ?? null,
    actorMemberId: event.actorMemberId ?? null,
    username: (event.username ?? '').slice(0, 100),
    ip: (event.ip ?? origin.clientAddress ?? '').slice(0, 100),
    userAgent: (event.userAgent ?? origin.userAgent ?? '').slice(0, 300),
    detail: detail ?? {},
  });
}
