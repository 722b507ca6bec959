import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { failedGate, gateAlert, type Gate } from '@portal/domain/shared/access';
import { gateSubject } from '@portal/domain/profile/profile.rules';
import { todayIn } from '@portal/domain/shared/time';
import type { AuthMember, Ctx, MemberCtx } from './context';
import { AppError } from './errors';
import { memberFieldsOf } from './member-mapper';

// The API side of the route gates (spec 000 §2.2, 002 §2): a service narrows its context to a member, and to one who
// passes the flag gates.

/** Narrow a context to a signed-in member (the route layer already answered 401 otherwise). */
export function requireMember(ctx: Ctx): MemberCtx {
  if (!ctx.member || !ctx.tokenHash) throw new AppError(401, 'unauthenticated', AccountsMessages.sessionExpired);
  return ctx as MemberCtx;
}

/** API side of the route gates: 403 (with the spec alert where it has one) unless the member passes every gate. */
export function requireGates(ctx: Ctx, ...gates: Gate[]): MemberCtx {
  const memberCtx = requireMember(ctx);
  requirePersonGates(ctx, memberCtx.member, ...gates);
  return memberCtx;
}

/** The same gates for another person a call names (a child in a family's cart, docs/decisions/250). */
export function requirePersonGates(ctx: Ctx, person: AuthMember, ...gates: Gate[]): void {
  const failed = failedGate(gates, gateSubject(memberFieldsOf(person)), todayIn(ctx.config.site.timeZone, ctx.now()));
  if (failed) throw new AppError(403, 'error_auth', gateAlert(failed) ?? 'You do not have access to this resource');
}
