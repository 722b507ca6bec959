import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/accounts/accounts.contract';
import { requireMember } from '../platform/gates';
import { readDeviceCookie, setDeviceCookie } from '../platform/device-cookie';
import { route } from '../platform/route';
import * as service from './accounts.service';
import * as recovery from './recovery.service';
import * as registration from './registration.service';

/** Answers that hand out a token are never stored by a browser or proxy. */
const NO_STORE = { cacheControl: 'no-store' };

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    contract.login,
    async ({ ctx, body, request, reply }) => {
      const { answer, device } = await service.login(ctx, body, readDeviceCookie(request));
      setDeviceCookie(request, reply, device);
      return answer;
    },
    NO_STORE,
  );
  route(app, contract.logout, ({ ctx }) => service.logout(requireMember(ctx)));
  route(app, contract.register, ({ ctx, body }) => registration.register(ctx, body), NO_STORE);
  route(app, contract.usernameEmail, ({ ctx, body }) => recovery.sendUsernames(ctx, body));
  route(app, contract.passwordEmail, ({ ctx, body }) => recovery.sendPasswordLink(ctx, body));
  route(app, contract.passwordResetCheck, ({ ctx, body }) => recovery.checkResetLink(ctx, body), NO_STORE);
  route(
    app,
    contract.passwordReset,
    async ({ ctx, body, request, reply }) => {
      const { answer, device } = await recovery.resetPassword(ctx, body, readDeviceCookie(request));
      setDeviceCookie(request, reply, device);
      return answer;
    },
    NO_STORE,
  );
}
