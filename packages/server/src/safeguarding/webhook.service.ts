import { randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import { characterProblem } from '@portal/domain/shared/characters';
import { recordAudit } from '../platform/audit';
import type { Platform } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { recordCheckResult } from './checks.service';
import { workingWithChildrenChecks as checks } from './safeguarding.tables';
import { checkIdOfReference, type VerifierEvent, type VerifierResult } from './verifier-port';
import { checkVerifierKeys, checkWebhookDeliveries } from './verifier.tables';
import { readSignature, SIGNATURE_HEADER } from './webhook-signature';

// The verification service's webhook (docs/decisions/319): POST /api/webhooks/oho, Oho's and the sandbox's alike.
// Signed (webhook-signature.ts) or refused 401; read only after the signature passed; a delivery id handled before is
// refused 401 (replayed); a body that is not one of the events it understands is 400/422; the result goes through
// recordCheckResult (checks.service.ts), the one door for a check's status, audited as the service's own write. Never a
// 500 for anything the sender controls.

/** The secret the webhooks are signed with: OHO_WEBHOOK_SECRET, else (the sandbox) one made once and kept. */
const kept = new WeakMap<object, Promise<string>>();
export function webhookSecret(platform: Pick<Platform, 'db' | 'config'>): Promise<string> {
  const configured = platform.config.checks.oho.webhookSecret;
  if (configured) return Promise.resolve(configured);
  let secret = kept.get(platform.db);
  if (!secret) {
    secret = (async () => {
      await platform.db
        .insert(checkVerifierKeys)
        .values({ name: 'sandbox-webhook-secret', value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await platform.db
        .select({ value: checkVerifierKeys.value })
        .from(checkVerifierKeys)
        .where(eq(checkVerifierKeys.name, 'sandbox-webhook-secret'));
      return row!.value;
    })();
    kept.set(platform.db, secret);
    secret.catch(() => kept.delete(platform.db));
  }
  return secret;
}

/** The service's words for a check's status, in the portal's (anything else is refused 422). */
const SERVICE_STATUSES: Record<string, StoredCheckStatus> = {
  verified: 'verified',
  active: 'verified',
  current: 'verified',
  cleared: 'verified',
  barred: 'barred',
  interim_barred: 'barred',
  revoked: 'barred',
  suspended: 'barred',
  cancelled: 'cancelled',
  surrendered: 'cancelled',
  expired: 'expired',
  pending: 'pending',
  not_found: 'pending',
};

/** The service's word for a status as the portal's, or null when it is not one it knows. */
export function serviceStatus(word: string | null | undefined): StoredCheckStatus | null {
  const key = (word ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(SERVICE_STATUSES, key) ? SERVICE_STATUSES[key]! : null;
}

/** Text the database can keep: no NUL or other control character (a message may have line breaks). */
const text = (max: number, lines = false) =>
  z
    .string()
    .max(max)
    .refine((v) => characterProblem(v, lines) === null);
/** The event as the service sends it (assumed shape: docs/decisions/319). */
export const WebhookEvent = z.object({
  id: text(200).min(1),
  type: text(100),
  createdAt: text(40).optional(),
  data: z.object({
    correlationId: text(200).min(1),
    reference: text(200).nullish(),
    status: z
      .string()
      .max(40)
      .refine((s) => serviceStatus(s) !== null),
    expiryDate: z.iso.date().nullish(),
    message: text(500, true).nullish(),
  }),
});
export type WebhookEvent = z.input<typeof WebhookEvent>;

/** A service event as a verifier result (the sandbox builds its body with the same words). */
export function eventResult(event: z.output<typeof WebhookEvent>): VerifierEvent {
  const status = serviceStatus(event.data.status)!;
  const word = event.data.status
    .trim()
    .toLowerCase()
    .replace(/[\s-_]+/g, ' ');
  const note = event.data.message?.trim() || (word === 'not found' ? 'Not found on the register' : `Oho: ${word}`);
  const result: VerifierResult = {
    providerRef: event.data.correlationId,
    reference: event.data.reference ?? null,
    status,
    expiresOn: event.data.expiryDate ?? null,
    note,
  };
  return { deliveryId: event.id, result };
}

export type WebhookAnswer =
  { status: 200; body: { received: true; recorded: boolean } } | { status: 400 | 401 | 422; body: { error: string } };

const refused = (status: 400 | 401 | 422, error: string): WebhookAnswer => ({ status, body: { error } });

/** Handle one webhook request: check its signature, then its body, then record the result once. */
export async function receiveWebhook(
  platform: Platform,
  request: { signature: string | string[] | undefined; rawBody: string },
): Promise<WebhookAnswer> {
  const now = platform.now();
  const verdict = readSignature(await webhookSecret(platform), request.signature, request.rawBody, now);
  if (verdict !== 'good') return refused(401, `signature ${verdict}`);
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    return refused(400, 'body is not JSON');
  }
  const parsed = WebhookEvent.safeParse(json);
  if (!parsed.success) return refused(422, 'body is not a check event');
  const { deliveryId, result } = eventResult(parsed.data);
  return platform.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(checkWebhookDeliveries)
      .values({ deliveryId, providerRef: result.providerRef, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: checkWebhookDeliveries.deliveryId });
    if (!fresh) return refused(401, 'delivery replayed');
    const recorded = await recordResult(tx, platform, result, 'oho webhook');
    return { status: 200, body: { received: true, recorded } } as const;
  });
}

/**
 * Record a verification service's result for the check it names (by the service's id, else our reference), audited
 * as the service's write. False when no check is named (a person since de-identified, a check not ours).
 */
export async function recordResult(
  tx: DbOrTx,
  platform: Pick<Platform, 'config' | 'now'>,
  result: VerifierResult,
  by: string,
): Promise<boolean> {
  const checkId = checkIdOfReference(result.reference);
  const [row] = await tx
    .select({ id: checks.id, memberId: checks.memberId })
    .from(checks)
    .where(or(eq(checks.providerRef, result.providerRef), eq(checks.id, checkId ?? 0)))
    .orderBy(sql`${checks.providerRef} = ${result.providerRef} desc nulls last`)
    .limit(1);
  if (!row) return false;
  const recorded = await recordCheckResult(tx, {
    memberId: row.memberId,
    status: result.status,
    ...(result.expiresOn ? { expiresOn: result.expiresOn } : {}),
    method: 'oho',
    checkedBy: null,
    note: result.note,
    providerRef: result.providerRef,
    now: platform.now(),
    timeZone: platform.config.site.timeZone,
  });
  if (!recorded) return false;
  await auditCheckResult(tx, by, recorded);
  return true;
}

type Recorded = NonNullable<Awaited<ReturnType<typeof recordCheckResult>>>;

/** The audit row of a result the server recorded itself (a service's webhook, the expiry sweep): who is the command. */
export async function auditCheckResult(tx: DbOrTx, command: string, recorded: Recorded): Promise<void> {
  await recordAudit(
    tx,
    { command },
    {
      action: 'safeguarding.check.result',
      entity: 'wwcc',
      entityId: recorded.checkId,
      before: { ...recorded.before },
      after: { ...recorded.after },
    },
  );
}

/** Forget deliveries older than a day: past the signature's window a replay is refused by its time alone. */
export async function forgetOldDeliveries(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(checkWebhookDeliveries)
    .where(lt(checkWebhookDeliveries.receivedAt, new Date(now.getTime() - 86_400_000)));
}

export { SIGNATURE_HEADER };
