import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/family/guardians.contract';
import { readDeviceCookie, setDeviceCookie } from '../platform/device-cookie';
import { PRIVATE, route } from '../platform/route';
import * as claim from './claim.service';
import { registerClaimWorker } from './claim.worker';
import * as guardians from './guardians.service';

// A second guardian, leaving, giving access again and claiming one's own sign-in (docs/decisions/248, 249).

export async function guardiansRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.guardians, ({ ctx }) => guardians.listGuardians(ctx), PRIVATE);
  route(app, C.inviteGuardian, ({ ctx, body }) => guardians.inviteGuardian(ctx, body), PRIVATE);
  route(
    app,
    C.withdrawInvitation,
    ({ ctx, params }) => guardians.withdrawInvitation(ctx, params.invitationId),
    PRIVATE,
  );
  route(app, C.guardianInvitation, ({ ctx, body }) => guardians.invitationDetails(ctx, body), PRIVATE);
  route(app, C.acceptInvitation, ({ ctx, body }) => guardians.acceptInvitation(ctx, body), PRIVATE);
  route(app, C.leaveChild, ({ ctx, params }) => guardians.leaveChild(ctx, params.childId), PRIVATE);
  route(app, C.grantGuardian, ({ ctx, body }) => guardians.grantGuardian(ctx, body), PRIVATE);
  route(
    app,
    C.claimSignIn,
    async ({ ctx, body, request, reply }) => {
      const { answer, device } = await claim.claimSignIn(ctx, body, readDeviceCookie(request));
      setDeviceCookie(request, reply, device);
      return answer;
    },
    { cacheControl: 'no-store' },
  );
  registerClaimWorker(app);
}
