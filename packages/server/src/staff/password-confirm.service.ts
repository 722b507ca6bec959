import type { ConfirmPasswordBody } from '@portal/domain/staff/password-confirm.contract';
import { PasswordConfirmMessages as M } from '@portal/domain/staff/password-confirm.messages';
import { proveCredentials } from '../accounts/accounts.service';
import { AppError, fieldErrors } from '../platform/errors';
import { markPasswordConfirmed } from '../platform/password-gate';
import type { StaffCtx } from '../platform/staff-session';
import { verify as verifyCode } from '../security/two-factor.service';

// The staff member types their password again (docs/decisions/263). It is proved the way sign-in proves it (its
// limits first, failures counted), so this is no way round them; a wrong one is a field error, not a 401, which
// would sign the page out.

export async function confirmPassword(
  ctx: StaffCtx,
  body: ConfirmPasswordBody,
): Promise<{ data: { message: string; until: string } }> {
  try {
    await proveCredentials(ctx, ctx.member.username ?? '', body.password, null);
  } catch (err) {
    if (err instanceof AppError && err.key === 'invalid_credentials') throw fieldErrors({ password: M.wrong }, M.wrong);
    throw err;
  }
  // the step-up (decision 327): a code typed with the password stamps this session's second-factor pass
  if (body.code) await verifyCode(ctx, { code: body.code });
  const until = await markPasswordConfirmed(ctx);
  return { data: { message: M.confirmed, until: until.toISOString() } };
}
