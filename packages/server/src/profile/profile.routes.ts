import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/profile/profile.contract';
import { getNextGames } from '@portal/domain/profile/next-games.contract';
import { answerMemo } from '../platform/answer-memo';
import { requireMember } from '../platform/gates';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { bankKeyFor } from './bank-crypto';
import * as eft from './eft.service';
import { memberNextGames } from './next-games.service';
import * as service from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Create (or check) the bank-details key on start, not on the first save (docs/decisions/011-bank-details-at-rest.md).
  bankKeyFor(app.platform.config);

  // The profile is made once per content of its sign-in read (decision 139); the token is still read every time.
  const profileAnswer = answerMemo(contract.getUser, () => bankKeyFor(app.platform.config));
  route(
    app,
    contract.getUser,
    async ({ ctx, session, request }) => {
      const member = requireMember(ctx);
      if (!session) return service.getProfile(member, request.log, session);
      return profileAnswer(session, () => service.getProfile(member, request.log, session));
    },
    { session: service.profileSession },
  );
  route(app, contract.updateUser, ({ ctx, body, request }) =>
    service.updateProfile(requireMember(ctx), body, request.log),
  );
  route(app, contract.saveEft, ({ ctx, body }) => eft.saveEft(ctx, body));
  route(app, getNextGames, ({ ctx }) => memberNextGames(requireMember(ctx)));
  route(app, contract.getEft, ({ ctx, request }) => eft.getEft(ctx, request.log), { cacheControl: 'no-store' });

  // A photo of the member is personal data: never stored by a browser or proxy (a member call's default).
  routeFile(app, contract.getUserPhoto, async ({ ctx }) => ({ body: await service.getPhoto(requireMember(ctx)) }));
}
