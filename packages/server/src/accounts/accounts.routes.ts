import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/accounts/accounts.contract';
import { requireMember } from '../platform/auth';
import { route } from '../platform/route';
import * as service from './accounts.service';
import * as recovery from './recovery.service';
import * as registration from './registration.service';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.login, ({ ctx, body }) => service.login(ctx, body));
  route(app, contract.logout, ({ ctx }) => service.logout(requireMember(ctx)));
  route(app, contract.register, ({ ctx, body }) => registration.register(ctx, body));
  route(app, contract.usernameEmail, ({ ctx, body }) => recovery.sendUsernames(ctx, body));
  route(app, contract.passwordEmail, ({ ctx, body }) => recovery.sendPasswordLink(ctx, body));
  route(app, contract.passwordReset, ({ ctx, body }) => recovery.resetPassword(ctx, body));
}
