import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/privacy/deletion.contract';
import { PRIVATE, route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as deletion from './deletion.service';

// Closing an account or deleting a child's data (docs/decisions/324): the member's (or guardian's) request, the
// staff queue and its confirm.
export async function deletionRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.myDeletions, ({ ctx }) => deletion.myDeletions(ctx), PRIVATE);
  route(app, C.requestDeletion, ({ ctx, body }) => deletion.requestDeletion(ctx, body.person_id), PRIVATE);
  route(app, C.deletionQueue, ({ ctx }) => deletion.queue(asStaff(ctx)));
  route(app, C.confirmDeletion, ({ ctx, params }) => deletion.confirm(asStaff(ctx), params.id));
}
