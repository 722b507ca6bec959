import type { CodeBody, SecondFactorSettings, SecondFactorState } from '@portal/domain/security/two-factor.contract';
import { TwoFactorMessages as M } from '@portal/domain/security/two-factor.messages';
import { CODE_AT_SIGN_IN, isTotpCode, MAX_WRONG_CODES, TRIES_MINUTES } from '@portal/domain/security/two-factor';
import type { StaffHolder } from '@portal/domain/staff/staff.contract';
import { recordAudit } from '../platform/audit';
import type { Ctx, MemberCtx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { AppError, fieldErrors } from '../platform/errors';
import type { StaffCtx } from '../platform/staff-session';
import { listHolders, staffRolesOf } from '../staff/staff.service';
import { recordSecurityEvent } from './security-log.service';
import * as repo from './two-factor.repo';
import { enrolment, hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret } from './totp';

// The second factor (issue 44, docs/decisions/327, 328): a member sets up an authenticator app (a secret shown once as
// a QR code, on once a first code matched, recovery codes shown once), types a code at sign-in, and staff type one
// before the back-office opens when the association asks. Every pass, failure and change goes to the security log; a
// failure is written after its transaction rolled back, so it stays (and counts towards the limit).

type Result = 'ok' | 'recovery' | 'wrong';

/** 429 after MAX_WRONG_CODES wrong codes in TRIES_MINUTES (counted in the security log). */
async function checkTries(ctx: Ctx, memberId: number): Promise<void> {
  if ((await repo.recentWrongCodes(ctx.db, memberId, TRIES_MINUTES)) >= MAX_WRONG_CODES)
    throw new AppError(429, 'too_many_codes', M.tooManyTries);
}

/** Check a code against the member's authenticator (a 6-digit code once per time step) or an unused recovery code. */
async function tryCode(tx: DbOrTx, memberId: number, secret: string, lastStep: number, code: string, now: Date) {
  if (isTotpCode(code)) {
    const step = matchingStep(secret, code, now);
    if (step === null || step <= lastStep) return 'wrong';
    await repo.acceptStep(tx, memberId, step);
    return 'ok';
  }
  return (await repo.useRecoveryCode(tx, memberId, hashRecoveryCode(code), now)) ? 'recovery' : 'wrong';
}

/** Log a code's result; a wrong one also answers 422 on the code field (after the log is written). */
async function logResult(ctx: Ctx, memberId: number, result: Result, where: string): Promise<void> {
  const kind =
    result === 'wrong' ? 'second-factor-failed' : result === 'recovery' ? 'recovery-code-used' : 'second-factor-passed';
  await recordSecurityEvent(ctx.db, { kind, memberId, detail: { where } }, ctx);
  if (result === 'wrong') throw fieldErrors({ code: M.wrongCode }, M.wrongCode);
}

async function isStaffRequired(ctx: MemberCtx): Promise<boolean> {
  return (await staffRolesOf(ctx.db, ctx.member.id)).length > 0 && (await repo.staffRequired(ctx.db));
}

export async function state(ctx: MemberCtx): Promise<{ data: SecondFactorState }> {
  const factor = await repo.factorOf(ctx.db, ctx.member.id);
  const enabled = Boolean(factor?.enabledAt);
  return {
    data: {
      enabled,
      recovery_codes_left: enabled ? await repo.recoveryCodesLeft(ctx.db, ctx.member.id) : 0,
      passed: (await repo.passOf(ctx.db, ctx.tokenHash)) !== null,
      staff_required: await isStaffRequired(ctx),
    },
  };
}

export async function start(ctx: MemberCtx): Promise<{ data: { secret: string; uri: string; qr_svg: string } }> {
  const secret = newTotpSecret();
  await ctx.db.transaction(async (tx) => {
    const factor = await repo.factorOf(tx, ctx.member.id, true);
    if (factor?.enabledAt) throw new AppError(409, 'second_factor_on', M.alreadyOn);
    await repo.putPendingSecret(tx, ctx.member.id, secret, ctx.now());
  });
  const label = ctx.member.username ?? `member-${ctx.member.id}`;
  const { uri, qrSvg } = enrolment(secret, label, ctx.config.site.associationShortName);
  return { data: { secret, uri, qr_svg: qrSvg } };
}

export async function confirm(
  ctx: MemberCtx,
  body: CodeBody,
): Promise<{ data: { message: string; recovery_codes: string[] } }> {
  const memberId = ctx.member.id;
  await checkTries(ctx, memberId);
  const codes = newRecoveryCodes();
  const result = await ctx.db.transaction(async (tx): Promise<Result> => {
    const factor = await repo.factorOf(tx, memberId, true);
    if (!factor) throw new AppError(409, 'second_factor_not_started', M.notStarted);
    if (factor.enabledAt) throw new AppError(409, 'second_factor_on', M.alreadyOn);
    const step = isTotpCode(body.code) ? matchingStep(factor.secret, body.code, ctx.now()) : null;
    if (step === null) return 'wrong';
    await repo.enable(tx, memberId, step, ctx.now());
    await repo.replaceRecoveryCodes(tx, memberId, codes.map(hashRecoveryCode));
    await repo.stampPass(tx, ctx.tokenHash, ctx.now());
    await recordSecurityEvent(tx, { kind: 'second-factor-on', memberId }, ctx);
    return 'ok';
  });
  if (result === 'wrong') await logResult(ctx, memberId, result, 'set-up');
  return { data: { message: M.turnedOn, recovery_codes: codes } };
}

/** A code for this session (the back-office's gate, or a member's step). */
export async function verify(ctx: MemberCtx, body: CodeBody): Promise<{ data: { message: string } }> {
  const memberId = ctx.member.id;
  await checkTries(ctx, memberId);
  const result = await ctx.db.transaction(async (tx): Promise<Result> => {
    const factor = await repo.factorOf(tx, memberId, true);
    if (!factor?.enabledAt) throw new AppError(409, 'second_factor_off', M.notOn);
    const r = await tryCode(tx, memberId, factor.secret, factor.lastStep, body.code, ctx.now());
    if (r !== 'wrong') await repo.stampPass(tx, ctx.tokenHash, ctx.now());
    return r;
  });
  await logResult(ctx, memberId, result, 'session');
  return { data: { message: M.passed } };
}

export async function turnOff(ctx: MemberCtx, body: CodeBody): Promise<{ data: { message: string } }> {
  const memberId = ctx.member.id;
  if (await isStaffRequired(ctx)) throw new AppError(409, 'staff_must_keep', M.staffMustKeep);
  await checkTries(ctx, memberId);
  const result = await ctx.db.transaction(async (tx): Promise<Result> => {
    const factor = await repo.factorOf(tx, memberId, true);
    if (!factor?.enabledAt) throw new AppError(409, 'second_factor_off', M.notOn);
    const r = await tryCode(tx, memberId, factor.secret, factor.lastStep, body.code, ctx.now());
    if (r === 'wrong') return r;
    await repo.removeFactor(tx, memberId);
    await recordSecurityEvent(tx, { kind: 'second-factor-off', memberId }, ctx);
    return r;
  });
  if (result === 'wrong') await logResult(ctx, memberId, result, 'turn-off');
  return { data: { message: M.turnedOff } };
}

/**
 * Sign-in (spec 000 §7's login, docs/decisions/328): after the password is proven, a member whose second factor is on
 * must send `code` too (401 second_factor_required without one, 422 errors.code when wrong). Answers whether a code
 * was typed, so the new session is stamped (stampSignIn). Everyone else's sign-in is untouched: one read.
 */
export async function codeAtSignIn(ctx: Ctx, memberId: number, code: string | undefined): Promise<boolean> {
  const factor = await repo.factorOf(ctx.db, memberId);
  if (!factor?.enabledAt) return false;
  if (!code) throw new AppError(401, CODE_AT_SIGN_IN, M.codeAtSignIn);
  await checkTries(ctx, memberId);
  const result = await ctx.db.transaction(async (tx): Promise<Result> => {
    const locked = await repo.factorOf(tx, memberId, true);
    if (!locked?.enabledAt) return 'wrong';
    return tryCode(tx, memberId, locked.secret, locked.lastStep, code, ctx.now());
  });
  await logResult(ctx, memberId, result, 'sign-in');
  return true;
}

/** Stamp a new session's token as having typed its code at sign-in. */
export const stampSignIn = (db: DbOrTx, tokenHash: string, now: Date) => repo.stampPass(db, tokenHash, now);

// The administrator's calls

export async function settings(
  ctx: StaffCtx,
): Promise<{ data: SecondFactorSettings & { staff: (StaffHolder & { enabled: boolean })[] } }> {
  const staff = (await listHolders(ctx)).data;
  const enabled = await repo.enabledAmong(
    ctx.db,
    staff.map((s) => s.member_id),
  );
  return {
    data: {
      staff_required: await repo.staffRequired(ctx.db),
      staff: staff.map((s) => ({ ...s, enabled: enabled.has(s.member_id) })),
    },
  };
}

export async function saveSettings(ctx: StaffCtx, body: SecondFactorSettings): Promise<{ data: { message: string } }> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockSettings(tx);
    await repo.writeStaffRequired(tx, body.staff_required, ctx.now());
    if (before !== body.staff_required)
      await recordAudit(tx, ctx, {
        action: 'security.second_factor.settings',
        entity: 'two_factor_settings',
        entityId: 1,
        before: { staff_required: before },
        after: { staff_required: body.staff_required },
      });
  });
  return { data: { message: M.settingsSaved } };
}

export async function reset(ctx: StaffCtx, memberId: number): Promise<{ data: { message: string } }> {
  const name = await ctx.db.transaction(async (tx) => {
    const factor = await repo.factorOf(tx, memberId, true);
    if (!factor) throw new AppError(404, 'not_found', M.noneToReset);
    await repo.removeFactor(tx, memberId);
    await repo.clearPasses(tx, memberId);
    await recordAudit(tx, ctx, {
      action: 'security.second_factor.reset',
      entity: 'member',
      entityId: memberId,
      reason: '',
    });
    await recordSecurityEvent(tx, { kind: 'second-factor-reset', memberId, actorMemberId: ctx.member.id }, ctx);
    return repo.nameOf(tx, memberId);
  });
  return { data: { message: M.reset(name) } };
}
