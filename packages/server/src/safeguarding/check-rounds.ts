import { and, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { CheckMethod, CheckKind, CheckState } from '@portal/domain/safeguarding/checks';
import { addDaysIso, isoToDmy, todayIn } from '@portal/domain/shared/time';
import type { FastifyInstance } from 'fastify';
import { notify } from '../messaging/notices.service';
import type { Platform } from '../platform/context';
import { members } from '../platform/members.tables';
import { selectRows } from '../platform/member-rows';
import { defineWorker, eachLeased } from '../platform/worker';
import { readSafeguardingSettings, recordCheckResult } from './checks.service';
import { workingWithChildrenChecks as checks } from './safeguarding.tables';
import { verifierFor } from './verifiers';
import { checkReference, VerifierUnavailableError, type CheckToVerify, type CheckVerifier } from './verifier-port';
import { auditCheckResult, forgetOldDeliveries } from './webhook.service';

// The checks' background round (issue 44, docs/decisions/318), on every server every ten minutes:
// - re-verification: with the verification service chosen, checks it has never seen (pending, never checked) and
//   checks whose reverify_at is due (verified ones every reverify_every_days; pending ones it has not answered in a
//   day) are submitted again. A check is claimed by moving its reverify_at past a lease (FOR UPDATE SKIP LOCKED), so
//   two servers never submit the same check and a server stopped mid-call leaves it to come back when the lease ends;
//   the call to the service is made outside any transaction. With staff verifying by hand nothing is sent: due checks
//   show as due on the staff list.
// - the expiry sweep: a verified check past its expiry date is stored 'expired' through recordCheckResult (the one
//   door: the person leaves their positions of trust, staff are told), once: the row is re-read locked and still
//   verified, or left to the server that holds it.
// - reminders: a verified check expiring within remind_days_before days is a notice to its holder, once per check and
//   expiry date (the messaging pipeline's dedupe key), kind 'games' (transactional: about whether they may keep
//   coaching on Saturday, not switched off with the news).

const EVERY_MS = 10 * 60_000;
const LEASE_MS = 15 * 60_000;
/** A submitted check the service has not answered is asked again after this long. */
const ANSWER_WAIT_MS = 86_400_000;
const BATCH = 50;

export interface CheckRound {
  submitted: number;
  expired: number;
  reminded: number;
}

interface DueRow {
  id: number;
  member_id: number;
  state: string;
  number: string;
  kind: string;
  firstname: string;
  lastname: string;
  dob: string | null;
}

/** Claim due checks for the service with a lease (SKIP LOCKED): the claim moves reverify_at to the lease's end. */
async function claimDue(platform: Platform, now: Date, leaseUntil: Date, limit: number): Promise<DueRow[]> {
  return selectRows<DueRow>(
    platform.db,
    sql`with due as (
          select id from ${checks}
          where (status = 'pending' and reverify_at is null and checked_at is null)
             or (status in ('pending', 'verified') and reverify_at <= ${now})
          order by reverify_at nulls first, id
          limit ${limit}
          for update skip locked
        )
        update ${checks} c set reverify_at = ${leaseUntil}
        from due, ${members} m
        where c.id = due.id and m.id = c.member_id
        returning c.id, c.member_id, c.state, c.number, c.kind, m.firstname, m.lastname, m.dob::text as dob`,
  );
}

async function resubmitDue(
  platform: Platform,
  verifier: CheckVerifier,
  log: FastifyInstance['log'] | undefined,
): Promise<number> {
  return eachLeased(
    {
      now: platform.now,
      leaseMs: LEASE_MS,
      batch: BATCH,
      untilShort: true,
      claim: (now, leaseUntil, limit) => claimDue(platform, now, leaseUntil, limit),
    },
    async (row) => {
      const check: CheckToVerify = {
        checkId: row.id,
        memberId: row.member_id,
        state: row.state as CheckState,
        number: row.number,
        kind: row.kind as CheckKind,
        firstName: row.firstname,
        lastName: row.lastname,
        dateOfBirth: row.dob,
        reference: checkReference(row.id),
      };
      try {
        const submission = await verifier.submit(platform, check);
        if (submission.kind === 'refused') return await refused(platform, row.member_id, submission.message);
        if (submission.kind !== 'sent') return;
        const askAgain = new Date(platform.now().getTime() + ANSWER_WAIT_MS);
        await platform.db
          .update(checks)
          .set({ providerRef: submission.providerRef, reverifyAt: askAgain })
          .where(eq(checks.id, row.id));
      } catch (err) {
        // the lease runs out and the check is submitted again then
        if (!(err instanceof VerifierUnavailableError)) throw err;
        log?.warn(
          { checkId: row.id, err: err.message },
          'check not submitted: the verification service is unavailable',
        );
      }
    },
  );
}

/** The service refused the check as given: it stays pending, checked, with why (staff follow it up by hand). */
async function refused(platform: Platform, memberId: number, message: string): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const recorded = await recordCheckResult(tx, {
      memberId,
      status: 'pending',
      method: 'oho',
      checkedBy: null,
      note: `Oho could not check it: ${message}`,
      now: platform.now(),
      timeZone: platform.config.site.timeZone,
    });
    if (recorded) await auditCheckResult(tx, 'oho', recorded);
  });
}

/** Store 'expired' on every verified check past its expiry date, each once (locked, still verified). */
async function sweepExpired(platform: Platform, today: string): Promise<number> {
  const due = await platform.db
    .select({ id: checks.id })
    .from(checks)
    .where(and(eq(checks.status, 'verified'), isNotNull(checks.expiresOn), lt(checks.expiresOn, today)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const done = await platform.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ memberId: checks.memberId, method: checks.method, expiresOn: checks.expiresOn })
        .from(checks)
        .where(and(eq(checks.id, id), eq(checks.status, 'verified'), lt(checks.expiresOn, today)))
        .for('update', { skipLocked: true });
      if (!row) return false;
      const recorded = await recordCheckResult(tx, {
        memberId: row.memberId,
        status: 'expired',
        method: (row.method ?? 'manual') as CheckMethod,
        checkedBy: null,
        note: `Expired on ${isoToDmy(row.expiresOn!)}`,
        now: platform.now(),
        timeZone: platform.config.site.timeZone,
      });
      if (recorded) await auditCheckResult(tx, 'expiry sweep', recorded);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/** A notice to each holder of a verified check expiring within `days` days, once per check and expiry date. */
async function remindBeforeExpiry(platform: Platform, today: string, days: number): Promise<number> {
  if (days <= 0) return 0;
  const due = await platform.db
    .select({ id: checks.id, memberId: checks.memberId, expiresOn: checks.expiresOn, firstname: members.firstname })
    .from(checks)
    .innerJoin(members, eq(members.id, checks.memberId))
    .where(
      and(eq(checks.status, 'verified'), gte(checks.expiresOn, today), lte(checks.expiresOn, addDaysIso(today, days))),
    );
  let reminded = 0;
  for (const c of due) {
    const expiry = isoToDmy(c.expiresOn!);
    const notice = await platform.db.transaction((tx) =>
      notify(tx, {
        memberIds: [c.memberId],
        kind: 'games',
        subject: `Your Working With Children Check expires on ${expiry}`,
        body:
          `Hi ${c.firstname},\n\nyour Working With Children Check expires on ${expiry}. Renew it with your state's ` +
          `service, then enter the new expiry date (or the new card) on your profile, so you can keep coaching, ` +
          `managing or refereeing junior games.\n\n${platform.config.publicUrl}/member/profile`,
        dedupeKey: `wwcc-expiry:${c.id}:${c.expiresOn}`,
        now: platform.now(),
        timeZone: platform.config.site.timeZone,
      }),
    );
    if (notice.fresh) reminded += 1;
  }
  return reminded;
}

/**
 * One round: re-verification (with the service chosen), the expiry sweep, the reminders. `verifier` stands in for the
 * service the settings choose (a test counts its calls).
 */
export async function checkRound(
  platform: Platform,
  log?: FastifyInstance['log'],
  verifier: CheckVerifier = verifierFor(platform.config, 'oho'),
): Promise<CheckRound> {
  const settings = await readSafeguardingSettings(platform.db);
  const today = todayIn(platform.config.site.timeZone, platform.now());
  const submitted = settings.verifier === 'oho' ? await resubmitDue(platform, verifier, log) : 0;
  const expired = await sweepExpired(platform, today);
  const reminded = await remindBeforeExpiry(platform, today, settings.remindDaysBefore);
  await forgetOldDeliveries(platform.db, platform.now());
  return { submitted, expired, reminded };
}

const checkWorker = defineWorker({
  name: 'safeguarding checks',
  round: (platform, log) => checkRound(platform, log),
  everyMs: () => EVERY_MS,
});

/** Run the checks' round for the life of the app. */
export function registerCheckRounds(app: FastifyInstance): void {
  checkWorker.register(app);
}
