import { and, eq, isNotNull } from 'drizzle-orm';
import { PASSWORD_CONFIRM_MINUTES, PasswordConfirmMessages as M } from '@portal/domain/staff/password-confirm.messages';
import { FRESH_CODE } from '@portal/domain/security/two-factor';
import { TwoFactorMessages } from '@portal/domain/security/two-factor.messages';
import { secondFactorPasses, secondFactors } from '../security/two-factor.tables';
import { AppError } from './errors';
import { accessTokens } from './members.tables';
import type { StaffCtx } from './staff-session';

// The password gate (docs/decisions/263): bank details in clear, the ABA bank file and every refund ask the staff
// member's password again. Typing it (POST /api/staff/confirm-password) stamps the session's token row, in the
// database so it holds on every server; each such call reads that row afresh, never a cached sign-in.
// The step-up (docs/decisions/327): bank details, the ABA file and member exports also ask a staff member who has a
// second factor for a fresh code, typed in the same dialog (the code's time is the session's second-factor pass).

const WINDOW_MS = PASSWORD_CONFIRM_MINUTES * 60_000;

type Gate = { password: Date | null; code: Date | null; hasFactor: boolean };

/** This session's password and code times, and whether the member has a second factor: one read. */
async function gateOf(ctx: StaffCtx): Promise<Gate> {
  const [row] = await ctx.db
    .select({
      password: accessTokens.passwordConfirmedAt,
      code: secondFactorPasses.codeAt,
      factor: secondFactors.memberId,
    })
    .from(accessTokens)
    .leftJoin(secondFactorPasses, eq(secondFactorPasses.tokenId, accessTokens.id))
    .leftJoin(secondFactors, and(eq(secondFactors.memberId, accessTokens.memberId), isNotNull(secondFactors.enabledAt)))
    .where(eq(accessTokens.tokenHash, ctx.tokenHash));
  return { password: row?.password ?? null, code: row?.code ?? null, hasFactor: row?.factor != null };
}

const fresh = (at: Date | null, ctx: StaffCtx) => at !== null && at.getTime() > ctx.now().getTime() - WINDOW_MS;

/**
 * 403 password_required unless this session's password was typed again in the last PASSWORD_CONFIRM_MINUTES. With
 * `freshCode` (bank details, the ABA file), a staff member with a second factor needs a code as fresh: 403
 * fresh_code_required.
 */
export async function requireConfirmedPassword(ctx: StaffCtx, opts: { freshCode?: boolean } = {}): Promise<void> {
  const gate = await gateOf(ctx);
  if (opts.freshCode && gate.hasFactor && !(fresh(gate.password, ctx) && fresh(gate.code, ctx)))
    throw new AppError(403, FRESH_CODE, TwoFactorMessages.freshCode);
  if (!fresh(gate.password, ctx)) throw new AppError(403, 'password_required', M.required);
}

/**
 * Member exports (docs/decisions/327): a staff member with a second factor types their password and a fresh code
 * first (403 fresh_code_required); one without a second factor is not asked (as before).
 */
export async function requireFreshCode(ctx: StaffCtx): Promise<void> {
  const gate = await gateOf(ctx);
  if (gate.hasFactor && !(fresh(gate.password, ctx) && fresh(gate.code, ctx)))
    throw new AppError(403, FRESH_CODE, TwoFactorMessages.freshCode);
}

/** Stamp this session as having typed its password now; answers until when it holds. */
export async function markPasswordConfirmed(ctx: StaffCtx): Promise<Date> {
  const now = ctx.now();
  await ctx.db.update(accessTokens).set({ passwordConfirmedAt: now }).where(eq(accessTokens.tokenHash, ctx.tokenHash));
  return new Date(now.getTime() + WINDOW_MS);
}
