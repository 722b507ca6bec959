import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/profile/profile.contract';
import { answerMemo } from '../platform/answer-memo';
import { requireMember } from '../platform/gates';
import { authenticate } from '../platform/sign-in';
import { route } from '../platform/route';
import { bankKeyFor } from './bank-crypto';
import * as eft from './eft.service';
import * as service from './profile.service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  // Create (or check) the bank-details key on start, not on the first save (docs/decisions/011-bank-details-at-rest.md).
  bankKeyFor(app.platform.config);

  // The profile is made once per content of its sign-in read (decision 139); the token is still read every time.
  const profileAnswer = answerMemo(contract.getUser, () => bankKeyFor(app.platform.config));
  route(app, contract.getUser, async ({ ctx, session, request, reply }) => {
    const member = requireMember(ctx);
    if (!session) return service.getProfile(member, request.log, session);
    return profileAnswer(reply, session, () => service.getProfile(member, request.log, session)) as never;
  }, { session: service.profileSession });
  route(app, contract.updateUser, ({ ctx, body, request }) => service.updateProfile(requireMember(ctx), body, request.log));
  route(app, contract.saveEft, ({ ctx, body }) => eft.saveEft(ctx, body));
  route(app, contract.getEft, ({ ctx, request }) => eft.getEft(ctx, request.log), { cacheControl: 'no-store' });

  // Binary answer: bound by hand (route() serialises JSON), documented from the same record.
  app.route({
    method: contract.getUserPhoto.method,
    url: contract.getUserPhoto.path,
    schema: {
      summary: contract.getUserPhoto.summary, tags: contract.getUserPhoto.tags, querystring: contract.getUserPhoto.query,
      security: [{ bearerAuth: [] }],
    },
    handler: async (request, reply) => {
      // A photo of the member is personal data: never stored by a browser or proxy.
      void reply.header('cache-control', 'no-store');
      const ctx = requireMember(await authenticate(request, true));
      const photo = await service.getPhoto(ctx);
      return reply.type('image/jpeg').send(photo);
    },
  });
}
