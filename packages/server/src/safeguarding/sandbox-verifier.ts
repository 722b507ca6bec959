import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CheckKind, CheckState, StoredCheckStatus } from '@portal/domain/safeguarding/checks';
import type { Platform } from '../platform/context';
import { members } from '../platform/members.tables';
import { workingWithChildrenChecks as checks } from './safeguarding.tables';
import { checkReference, type SandboxVerifier } from './verifier-port';
import { checkSandboxSubmissions as submissions } from './verifier.tables';
import { signWebhook } from './webhook-signature';
import { webhookSecret, type WebhookEvent } from './webhook.service';

// The sandbox verifier (docs/decisions/318): the default verification service in tests and the demo, as the payments
// sandbox is for cards. It keeps what was submitted in check_sandbox_submissions (no names: it reads the person
// through the check), answers nothing by itself, and when staff decide a submission on /staff/safeguarding/sandbox it
// sends the webhook Oho would send (the same body, signed with the same scheme and secret) to the portal's own
// endpoint, so the result takes the webhook's whole path: signature, replay check, recordCheckResult, audit.

const providerRefOf = (id: number) => `sandbox-${id}`;
const idOfProviderRef = (ref: string) => {
  const m = /^sandbox-([1-9]\d{0,9})$/.exec(ref);
  return m ? Number(m[1]) : null;
};

async function upsert(
  platform: Platform,
  check: { reference: string; state: CheckState; number: string; kind: CheckKind },
): Promise<number> {
  const now = platform.now();
  const [row] = await platform.db
    .insert(submissions)
    .values({ ...check, status: 'pending', submittedAt: now })
    .onConflictDoUpdate({
      target: submissions.reference,
      set: { state: check.state, number: check.number, kind: check.kind, status: 'pending', submittedAt: now },
    })
    .returning({ id: submissions.id });
  return row!.id;
}

export const sandboxVerifier: SandboxVerifier = {
  name: 'sandbox',
  method: 'oho',

  async submit(platform, check) {
    const id = await upsert(platform, check);
    return { kind: 'sent', providerRef: providerRefOf(id) };
  },

  async result(platform, providerRef) {
    const id = idOfProviderRef(providerRef);
    if (id === null) return null;
    const [row] = await platform.db.select().from(submissions).where(eq(submissions.id, id));
    if (!row || row.status === 'pending') return null;
    return {
      providerRef,
      reference: row.reference,
      status: row.status as StoredCheckStatus,
      expiresOn: row.expiresOn,
      note: row.note,
    };
  },

  async submissions(platform) {
    // every check the association holds, with what the sandbox has of it (a service watches every card it was given)
    const rows = await platform.db
      .select({
        s: submissions,
        check: { id: checks.id, state: checks.state, number: checks.number, kind: checks.kind, status: checks.status },
        name: sql<string>`trim(${members.firstname} || ' ' || ${members.lastname})`,
      })
      .from(checks)
      .innerJoin(members, eq(members.id, checks.memberId))
      .leftJoin(submissions, sql`${submissions.reference} = 'wwcc-' || ${checks.id}`)
      .orderBy(members.lastname, members.firstname, checks.id)
      .limit(500);
    return rows.map(({ s, check, name }) => ({
      providerRef: s ? providerRefOf(s.id) : null,
      reference: checkReference(check.id),
      checkId: check.id,
      name,
      state: check.state as CheckState,
      number: check.number,
      kind: check.kind as CheckKind,
      checkStatus: check.status as StoredCheckStatus,
      status: (s?.status ?? null) as StoredCheckStatus | null,
      expiresOn: s?.expiresOn ?? null,
      submittedAt: s?.submittedAt ?? null,
      webhookSentAt: s?.webhookSentAt ?? null,
      webhookAnswer: s?.webhookAnswer ?? null,
    }));
  },

  async decide(platform, checkId, outcome, post) {
    const [check] = await platform.db
      .select({ state: checks.state, number: checks.number, kind: checks.kind })
      .from(checks)
      .where(eq(checks.id, checkId));
    if (!check) return null;
    const reference = checkReference(checkId);
    const id = await upsert(platform, {
      reference,
      state: check.state as CheckState,
      number: check.number,
      kind: check.kind as CheckKind,
    });
    const now = platform.now();
    await platform.db
      .update(submissions)
      .set({ status: outcome.status, expiresOn: outcome.expiresOn, note: outcome.note, decidedAt: now })
      .where(eq(submissions.id, id));
    const providerRef = providerRefOf(id);
    const event: WebhookEvent = {
      id: `sandbox-delivery-${randomUUID()}`,
      type: 'wwc.result',
      createdAt: now.toISOString(),
      data: {
        correlationId: providerRef,
        reference,
        status: outcome.status,
        expiryDate: outcome.expiresOn,
        message: outcome.note || null,
      },
    };
    const rawBody = JSON.stringify(event);
    const answer = await post(rawBody, signWebhook(await webhookSecret(platform), rawBody, now));
    await platform.db
      .update(submissions)
      .set({ webhookSentAt: now, webhookAnswer: answer })
      .where(eq(submissions.id, id));
    return { providerRef, answer };
  },
};
