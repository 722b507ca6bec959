import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/safeguarding/checks.contract';
import { requireMember } from '../platform/gates';
import { route } from '../platform/route';
import * as mine from './member-check.service';

// A member's own Working With Children Check (issue 44, docs/decisions/315).
export async function safeguardingRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.getMyCheck, ({ ctx }) => mine.myCheck(requireMember(ctx)));
  route(app, C.saveMyCheck, ({ ctx, body }) => mine.saveMyCheck(requireMember(ctx), body));
}
