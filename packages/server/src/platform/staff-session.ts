import { mayDo, type StaffAction, type StaffRole } from '@portal/domain/staff/permissions';
import { PasswordConfirmMessages, STAFF_SESSION_HOURS } from '@portal/domain/staff/password-confirm.messages';
import { StaffMessages } from '@portal/domain/staff/staff.messages';
import { SECOND_FACTOR_CODE, SECOND_FACTOR_SETUP } from '@portal/domain/security/two-factor';
import { TwoFactorMessages } from '@portal/domain/security/two-factor.messages';
import type { Ctx } from './context';
import { signIn, type SessionRead } from './sign-in';
import { AppError } from './errors';
import { rowFromJson } from './json-row';
import { members } from './members.tables';
import { recordSecurityEvent } from './security-log';
import type { FastifyRequest } from 'fastify';

/** A staff call's context: a member holding at least one staff role that may take the call's action. */
export type StaffCtx = Ctx & {
  member: NonNullable<Ctx['member']>;
  tokenHash: string;
  staffRoles: readonly StaffRole[];
};

/** Whether staff must use a second factor, whether this member has one, and whether this session typed a code. */
type Factor = { required: boolean; enabled: boolean; passed: boolean };
type StaffSession = { roles: readonly StaffRole[]; since: number; factor: Factor };

const NO_FACTOR: Factor = { required: false, enabled: false, passed: false };

/**
 * The member of a live token with the staff roles they hold, when the token was made and the second factor's state, in
 * one round trip (migrations 0023, 0046, 0061).
 */
const staffSession: SessionRead<StaffSession> = {
  fn: 'portal_staff_sessions',
  fromJson: (json) => ({
    member: rowFromJson(members, json.member as Record<string, unknown>),
    extra: {
      roles: json.roles as StaffRole[],
      since: json.since ? new Date(json.since as string).getTime() : 0,
      factor: (json.factor as Factor | undefined) ?? NO_FACTOR,
    },
  }),
};

const STAFF_SESSION_MS = STAFF_SESSION_HOURS * 3_600_000;

/**
 * The sign-in of a staff call (docs/decisions/160): 401 without a live token, or with one made more than
 * STAFF_SESSION_HOURS ago (decision 263: a token of "remember me" from before the member was given a role), 403 unless
 * a role the member holds may take `action` (domain/staff/permissions.ts), all before the call's input is looked at.
 */
export async function staffSignIn(request: FastifyRequest, action: StaffAction): Promise<StaffCtx> {
  const { ctx, extra } = await signIn(request, true, staffSession);
  const roles = extra?.roles ?? [];
  if (extra && roles.length && ctx.now().getTime() - extra.since > STAFF_SESSION_MS) {
    throw new AppError(401, 'unauthenticated', PasswordConfirmMessages.sessionEnded);
  }
  if (!mayDo(roles, action)) {
    // The security log (decision 316): only the refusal writes, an allowed call writes nothing here.
    const call = `${request.method} ${request.routeOptions.url ?? ''}`;
    const member = ctx.member;
    await recordSecurityEvent(ctx.db, { kind: 'staff-refused', memberId: member?.id, detail: { call, action } }, ctx);
    throw new AppError(403, 'forbidden', roles.length ? StaffMessages.notAllowed : StaffMessages.notStaff);
  }
  secondFactorGate(extra?.factor ?? NO_FACTOR);
  return { ...ctx, staffRoles: roles } as StaffCtx;
}

/**
 * The back-office's second factor (docs/decisions/327): a staff member whose second factor is on, or every staff
 * member when the association asks for one, must have typed a code on this session; until then every staff call
 * answers 403 with a key the staff shell turns into the set-up page or the code page (the member calls that do both
 * are not staff calls, so this gate never stands in front of them). Nothing is written: the code's tries are logged.
 */
function secondFactorGate(factor: Factor): void {
  if (factor.passed || !(factor.enabled || factor.required)) return;
  if (factor.enabled) throw new AppError(403, SECOND_FACTOR_CODE, TwoFactorMessages.codeFirst);
  throw new AppError(403, SECOND_FACTOR_SETUP, TwoFactorMessages.setUpFirst);
}

/** Narrow a staff route's context (route() has already checked the roles). */
export function asStaff(ctx: Ctx): StaffCtx {
  const staff = ctx as Partial<StaffCtx>;
  if (!ctx.member || !ctx.tokenHash || !staff.staffRoles) throw new AppError(403, 'forbidden', StaffMessages.notStaff);
  return ctx as StaffCtx;
}
