import {
  ImportClaimMails as Mails,
  ImportClaimMessages as M,
  invitesAllowed,
  REMINDER_DAYS,
} from '@portal/domain/import/claims';
import { CLAIMS_PER_PAGE, type ImportClaims, type InviteBody } from '@portal/domain/import/claims.contract';
import { bornBy18 } from '@portal/domain/family/guardians.rules';
import { todayIn } from '@portal/domain/shared/time';
import { CLAIM_DAYS, insertClaimCode, renewClaimCode } from '../family/claim.service';
import { recordAudit } from '../platform/audit';
import { hashToken, newToken } from '../platform/bearer';
import type { Config } from '../platform/config';
import type { Db, Tx } from '../platform/db';
import { AppError, notFound } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import type { StaffCtx } from '../platform/staff-session';
import * as repo from './import-claims.repo';

// Sign-ins for imported people (issue 42 item 4, docs/decisions/301): an import's adults are invited to claim their
// sign-in with a claim code (decision 249's), at the pace staff chose, each invitation written with its mail (the
// outbox) in the round's transaction; one reminder with a new code after REMINDER_DAYS to those who have not claimed.
// Every server runs the rounds: the pace's row lock, the one-claim-code-a-person key and the reminder's time set once
// decide, so nobody is mailed twice.

type Deps = { db: Db; config: Pick<Config, 'publicUrl' | 'site'>; now: () => Date };
/** The most invitations (and reminders) one round writes in one transaction. */
const ROUND_MAX = 200;
const DAY_MS = 86_400_000;

const nameOf = (p: { firstname: string; prefname: string }) => (p.prefname || p.firstname).trim();

/** One round: each import's invitations due at its pace, then the reminders due. */
export async function inviteRound(deps: Deps): Promise<{ invited: number; reminded: number }> {
  let invited = 0;
  for (const run of await repo.runningInvites(deps.db)) invited += await inviteSome(deps, run.importId);
  return { invited, reminded: await remindSome(deps) };
}

/** The invitations of one import its pace allows now (none while another server's round holds its pace). */
async function inviteSome(deps: Deps, importId: number): Promise<number> {
  const now = deps.now();
  const bornBy = bornBy18(todayIn(deps.config.site.timeZone, now));
  return deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, importId);
    if (!run) return 0;
    const budget = Math.min(ROUND_MAX, invitesAllowed(run, now) - (await repo.invitedCount(tx, importId)));
    if (budget <= 0) return 0;
    let sent = 0;
    for (const person of await repo.dueInvites(tx, importId, bornBy, budget)) {
      const code = newToken();
      const coded = await insertClaimCode(tx, {
        codeHash: hashToken(code),
        memberId: person.id,
        email: person.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLAIM_DAYS * DAY_MS),
      });
      if (!coded || !(await repo.insertInvite(tx, { importId, memberId: person.id, invitedAt: now }))) continue;
      await mail(deps, tx, person.email, Mails.invitation, { name: nameOf(person), code }, `import-claim:${person.id}`);
      sent += 1;
    }
    return sent;
  });
}

/** The reminders due: a new code for each person's unused one, mailed once. */
async function remindSome(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = await repo.dueReminders(deps.db, new Date(now.getTime() - REMINDER_DAYS * DAY_MS), ROUND_MAX);
  if (!due.length) return 0;
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const person of due) {
      if (!(await repo.markReminded(tx, person.id, now))) continue;
      const code = newToken();
      const expires = new Date(now.getTime() + CLAIM_DAYS * DAY_MS);
      if (!(await renewClaimCode(tx, person.memberId, hashToken(code), expires))) continue;
      const key = `import-claim-reminder:${person.memberId}`;
      await mail(deps, tx, person.email, Mails.reminder, { name: nameOf(person), code }, key);
      sent += 1;
    }
    return sent;
  });
}

function mail(
  deps: Deps,
  tx: Tx,
  to: string,
  text: (typeof Mails)[keyof typeof Mails],
  p: { name: string; code: string },
  dedupeKey: string,
) {
  const content = text({ ...p, association: deps.config.site.associationName });
  return enqueueMail(tx, composeMail(deps.config, { to, ...content }), { now: deps.now(), dedupeKey });
}

/** GET /api/staff/imports/:id/claims: the pace, the counts, and a page of the import's adults with their state. */
export async function readClaims(ctx: StaffCtx, importId: number, page = 1): Promise<{ data: ImportClaims }> {
  if (!(await repo.importStatus(ctx.db, importId))) throw notFound(M.noImport);
  return { data: await claimsData(ctx, importId, page) };
}

async function claimsData(ctx: StaffCtx, importId: number, page: number): Promise<ImportClaims> {
  const bornBy = bornBy18(todayIn(ctx.config.site.timeZone, ctx.now()));
  const [run, { rows, counts }] = await Promise.all([
    repo.runOf(ctx.db, importId),
    repo.claimsOf(ctx.db, importId, bornBy, { limit: CLAIMS_PER_PAGE, offset: (page - 1) * CLAIMS_PER_PAGE }),
  ]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    import_id: importId,
    per_hour: run?.perHour ?? null,
    started_at: run ? iso(run.startedAt) : null,
    counts: {
      adults: Number(counts.adults),
      invited: Number(counts.invited),
      reminded: Number(counts.reminded),
      claimed: Number(counts.claimed),
    },
    people: rows.map((r) => ({
      member_id: r.memberId,
      name: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      line: r.line,
      invited_at: iso(r.invitedAt),
      reminded_at: iso(r.remindedAt),
      claimed_at: iso(r.claimedAt),
    })),
    total: Number(counts.adults),
  };
}

/**
 * POST /api/staff/imports/:id/invite: start the import's invitations at `per_hour` (or change the pace, counted from
 * now), audited in the same transaction; the first round's share is sent at once, the rest by the rounds.
 */
export async function startInvites(
  ctx: StaffCtx,
  importId: number,
  body: InviteBody,
): Promise<{ data: { message: string; claims: ImportClaims } }> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const status = await repo.importStatus(tx, importId);
    if (!status) throw notFound(M.noImport);
    if (!(repo.INVITING as readonly string[]).includes(status)) throw new AppError(409, 'conflict', M.notImported);
    const before = await repo.runOf(tx, importId);
    const sentBefore = await repo.invitedCount(tx, importId);
    const startedBy = ctx.member.username ?? String(ctx.member.id);
    await repo.saveRun(tx, { importId, perHour: body.per_hour, startedAt: now, sentBefore, startedBy });
    await recordAudit(tx, ctx, {
      action: 'members.import.invite',
      entity: 'import',
      entityId: importId,
      before: before ? { per_hour: before.perHour } : null,
      after: { per_hour: body.per_hour, invited_so_far: sentBefore },
    });
  });
  await inviteSome(ctx, importId); // the first round's share now, so the page shows it under way
  return { data: { message: M.started(body.per_hour), claims: await claimsData(ctx, importId, 1) } };
}
