import type { SecurityEventKind } from '@portal/domain/security/security-events';
import { securityEvents } from '../security/security.tables';
import { maskSecrets } from './mask-secrets';
import type { DbOrTx } from './db';

// The one writer of the security log (issue 44, docs/decisions/316). It sits in platform, like recordAudit, because
// platform itself writes events (a refused staff call in staff-session.ts, a staff file export in route-answers.ts);
// every area calls it through security/security-log.service.ts. The detail is masked as the audit trail is (no
// password, token, code or bank field survives).

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
