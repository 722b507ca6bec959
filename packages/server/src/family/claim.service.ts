import { claimSchema, type ClaimBody } from '@portal/domain/family/guardians.contract';
import { ClaimMessages as C, GuardianMails } from '@portal/domain/family/guardians.messages';
import type { LoginReply } from '@portal/domain/accounts/accounts.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { bornBy18 } from '@portal/domain/family/guardians.rules';
import { isAdult, todayIn } from '@portal/domain/shared/time';
import { hashPassword, issueToken, trustDevice, type SignedIn } from '../accounts/accounts.service';
import { hashToken, newToken } from '../platform/bearer';
import type { Config } from '../platform/config';
import type { Ctx } from '../platform/context';
import type { Db, DbOrTx } from '../platform/db';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { familyCodes } from './family.tables';
import { AppError, fieldErrors, isUniqueViolation, zodFieldErrors } from '../platform/errors';
import { composeMail } from '../platform/mail/compose';
import { enqueueMail } from '../platform/mail/outbox';
import { refuseCommonPassword } from '../security/passwords.service';
import { recordSecurityEvent } from '../security/security-log.service';
import * as repo from './claim.repo';
import { insertCode, liveCode, useCode } from './guardians.repo';

// Turning 18 (docs/decisions/249): a person without a sign-in of their own is mailed a claim code once, on their 18th
// birthday in the association's time zone, and claims their sign-in with it; their guardians then lose access.

/** A claim code lasts a year: it is sent only once per person (family_codes_one_claim_key). */
export const CLAIM_DAYS = 365;

/**
 * One round of the worker: each person due gets one claim code, written with its mail in one transaction. The
 * unique key on the person's claim row makes a second round, or a second server, insert nothing and so mail nothing.
 */
export async function sendClaimCodes(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'site'>;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const due = await repo.dueForClaim(deps.db, bornBy18(todayIn(deps.config.site.timeZone, now)));
  const guardians = await repo.guardianEmails(
    deps.db,
    due.filter((p) => !p.email).map((p) => p.id),
  );
  let sent = 0;
  for (const person of due) {
    const to = person.email
      ? [person.email]
      : [...new Set(guardians.filter((g) => g.childId === person.id && g.email).map((g) => g.email))];
    const code = newToken();
    const name = `${person.firstname} ${person.lastname}`.trim();
    await deps.db.transaction(async (tx) => {
      const added = await insertCode(tx, {
        kind: 'claim',
        codeHash: hashToken(code),
        memberId: person.id,
        email: to.join(', '),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLAIM_DAYS * 86_400_000),
      });
      if (!added) return;
      for (const address of to) {
        const content = GuardianMails.claim({ name, code, toGuardian: !person.email });
        await enqueueMail(tx, composeMail(deps.config, { to: address, ...content }), {
          now,
          dedupeKey: `claim:${person.id}:${address}`,
        });
      }
      sent += 1;
    });
  }
  return sent;
}

/**
 * POST /api/family/claim: with a live claim code, the person sets their username and password, every guardianship of
 * theirs ends and the code is used, in one transaction; then they are signed in (1-day token, this device trusted).
 */
export async function claimSignIn(
  ctx: Ctx,
  input: ClaimBody,
  deviceCookie: string | null,
): Promise<SignedIn<LoginReply>> {
  const parsed = claimSchema(ctx.config.site.minPasswordLength).safeParse(input);
  if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
  const body = parsed.data;
  refuseCommonPassword(body.password); // decision 329
  const now = ctx.now();
  const unusable = new AppError(422, 'code_unusable', C.codeUnusable, { code: C.codeUnusable });
  const code = await liveCode(ctx.db, ['claim'], hashToken(body.code), now);
  const person = code?.memberId ? await repo.personOf(ctx.db, code.memberId) : null;
  if (!code || !person || person.deactivatedAt || person.mergedInto) throw unusable;
  if (!isAdult(person.dob, todayIn(ctx.config.site.timeZone, now)))
    throw new AppError(422, 'not_adult', C.notAdult, { code: C.notAdult });
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await useCode(tx, code.id, now))) throw unusable;
      if (!(await repo.setSignIn(tx, person.id, body.username, passwordHash, now))) throw unusable;
      const claimed = { kind: 'password-changed', memberId: person.id, username: body.username } as const;
      await recordSecurityEvent(tx, { ...claimed, detail: { how: 'claim' } }, ctx);
      await repo.endGuardianships(tx, person.id);
      const token = await issueToken(tx, person.id, 1, now);
      return {
        answer: { data: { success: JSON.stringify(token) } },
        device: await trustDevice(tx, person.id, deviceCookie, now),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(409, 'username_taken', R.usernameTaken, { username: R.usernameTaken });
    throw err;
  }
}

// The claim codes other areas work with (an import's invitations, docs/decisions/301): writes, and query parts that
// read a person's claim code inside their own queries, so family_codes stays this area's table.

/** Give a person a claim code unless they have one (false then), as the turning-18 worker does. */
export const insertClaimCode = (
  tx: DbOrTx,
  row: { memberId: number; codeHash: string; email: string; createdAt: Date; expiresAt: Date },
) => insertCode(tx, { kind: 'claim', ...row });

/** Replace a person's unused claim code by a new one (a reminder carries a new code); false when there is none. */
export const renewClaimCode = repo.renewClaimCode;

/** True for a person (by their member id column) who was ever sent a claim code. */
export const hasClaimCode = (memberId: SQLWrapper) =>
  sql`exists (select 1 from ${familyCodes} where ${familyCodes.memberId} = ${memberId} and ${familyCodes.kind} = 'claim')`;

/** True for a person who holds a claim code not used yet. */
export const hasUnusedClaimCode = (memberId: SQLWrapper) =>
  sql`exists (select 1 from ${familyCodes} where ${familyCodes.memberId} = ${memberId} and ${familyCodes.kind} = 'claim' and ${familyCodes.usedAt} is null)`;

/** When a person used their claim code, null before. */
export const claimedAtOf = (memberId: SQLWrapper) =>
  sql<Date | null>`(select ${familyCodes.usedAt} from ${familyCodes} where ${familyCodes.memberId} = ${memberId} and ${familyCodes.kind} = 'claim')`;
