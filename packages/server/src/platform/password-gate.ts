import { and, eq, gt } from 'drizzle-orm';
import { PASSWORD_CONFIRM_MINUTES, PasswordConfirmMessages as M } from '@portal/domain/staff/password-confirm.messages';
import { AppError } from './errors';
import { accessTokens } from './members.tables';
import type { StaffCtx } from './staff-session';

// The password gate (docs/decisions/263): bank details in clear, the ABA bank file and every refund ask the staff
// member's password again. Typing it (POST /api/staff/confirm-password) stamps the session's token row, in the
// database so it holds on every server; each such call reads that row afresh, never a cached sign-in.

const WINDOW_MS = PASSWORD_CONFIRM_MINUTES * 60_000;

/** 403 password_required unless this session's password was typed again in the last PASSWORD_CONFIRM_MINUTES. */
export async function requireConfirmedPassword(ctx: StaffCtx): Promise<void> {
  const since = new Date(ctx.now().getTime() - WINDOW_MS);
  const [row] = await ctx.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, ctx.tokenHash), gt(accessTokens.passwordConfirmedAt, since)));
  if (!row) throw new AppError(403, 'password_required', M.required);
}

/** Stamp this session as having typed its password now; answers until when it holds. */
export async function markPasswordConfirmed(ctx: StaffCtx): Promise<Date> {
  const now = ctx.now();
  await ctx.db.update(accessTokens).set({ passwordConfirmedAt: now }).where(eq(accessTokens.tokenHash, ctx.tokenHash));
  return new Date(now.getTime() + WINDOW_MS);
}
