import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/security/two-factor.contract';
import { requireMember } from '../platform/gates';
import { PRIVATE, route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as twoFactor from './two-factor.service';

// The second factor's calls (issue 44, docs/decisions/327, 328).
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.secondFactorState, ({ ctx }) => twoFactor.state(requireMember(ctx)), PRIVATE);
  route(app, C.startSecondFactor, ({ ctx }) => twoFactor.start(requireMember(ctx)), PRIVATE);
  route(app, C.confirmSecondFactor, ({ ctx, body }) => twoFactor.confirm(requireMember(ctx), body), PRIVATE);
  route(app, C.verifySecondFactor, ({ ctx, body }) => twoFactor.verify(requireMember(ctx), body), PRIVATE);
  route(app, C.turnOffSecondFactor, ({ ctx, body }) => twoFactor.turnOff(requireMember(ctx), body), PRIVATE);
  route(app, C.secondFactorSettings, ({ ctx }) => twoFactor.settings(asStaff(ctx)));
  route(app, C.saveSecondFactorSettings, ({ ctx, body }) => twoFactor.saveSettings(asStaff(ctx), body));
  route(app, C.resetSecondFactor, ({ ctx, params }) => twoFactor.reset(asStaff(ctx), params.memberId));
}
