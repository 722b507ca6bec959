import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/profile/profile.contract';
import { requireMember } from '../platform/auth';
import { route } from '../platform/route';
import * as service from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.getUser, ({ ctx }) => service.getProfile(requireMember(ctx)));
}
