import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/accounts/accounts.contract';
import { requireMember } from '../platform/auth';
import { route } from '../platform/route';
import * as service from './accounts.service';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.login, ({ ctx, body }) => service.login(ctx, body));
  route(app, contract.logout, ({ ctx }) => service.logout(requireMember(ctx)));
}
