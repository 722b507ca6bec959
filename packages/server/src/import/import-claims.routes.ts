import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/import/claims.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as claims from './import-claims.service';
import { registerInviteWorker } from './import-claims.worker';

// Sign-ins for imported people in the back-office (docs/decisions/301): who claimed, and starting the invitations.
export async function importClaimsRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.importClaims, ({ ctx, params, query }) => claims.readClaims(asStaff(ctx), params.importId, query.page));
  route(app, C.inviteImported, ({ ctx, params, body }) => claims.startInvites(asStaff(ctx), params.importId, body));
  registerInviteWorker(app);
}
