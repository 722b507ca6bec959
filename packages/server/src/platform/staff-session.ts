import { mayDo, type StaffAction, type StaffRole } from '@portal/domain/staff/permissions';
import { StaffMessages } from '@portal/domain/staff/staff.messages';
import type { Ctx } from './context';
import { signIn, type SessionRead } from './sign-in';
import { AppError } from './errors';
import { rowFromJson } from './json-row';
import { members } from './members.tables';
import type { FastifyRequest } from 'fastify';

/** A staff call's context: a member holding at least one staff role that may take the call's action. */
export type StaffCtx = Ctx & { member: NonNullable<Ctx['member']>; tokenHash: string; staffRoles: readonly StaffRole[] };

/** The member of a live token with the staff roles they hold, in one round trip (migration 0023). */
const staffSession: SessionRead<readonly StaffRole[]> = {
  fn: 'portal_staff_sessions',
  fromJson: (json) => ({ member: rowFromJson(members, json.member as Record<string, unknown>), extra: json.roles as StaffRole[] }),
};

/**
 * The sign-in of a staff call (docs/decisions/160): 401 without a live token, 403 unless a role the member holds may
 * take `action` (domain/staff/permissions.ts), both before the call's input is looked at.
 */
export async function staffSignIn(request: FastifyRequest, action: StaffAction): Promise<StaffCtx> {
  const { ctx, extra } = await signIn(request, true, staffSession);
  const roles = extra ?? [];
  if (!mayDo(roles, action)) throw new AppError(403, 'forbidden', roles.length ? StaffMessages.notAllowed : StaffMessages.notStaff);
  return { ...ctx, staffRoles: roles } as StaffCtx;
}

/** Narrow a staff route's context (route() has already checked the roles). */
export function asStaff(ctx: Ctx): StaffCtx {
  const staff = ctx as Partial<StaffCtx>;
  if (!ctx.member || !ctx.tokenHash || !staff.staffRoles) throw new AppError(403, 'forbidden', StaffMessages.notStaff);
  return ctx as StaffCtx;
}
