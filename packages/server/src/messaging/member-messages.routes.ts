import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/messaging/messaging.member.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import * as messages from './member-messages.service';
import * as team from './team-message.service';

// The member side of messaging (issue 43; docs/decisions/311, 312): Messages, preferences, the team message, and the
// unsubscribe link's calls, which need no sign-in (the signed token is the authority).

export async function memberMessagingRoutes(app: FastifyInstance): Promise<void> {
  // RFC 8058: a mail client's one-click unsubscribe posts List-Unsubscribe=One-Click as a form (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  route(app, C.unsubscribeInfo, ({ ctx, params }) => messages.unsubscribeInfo(ctx, params.token), PRIVATE);
  route(app, C.unsubscribe, ({ ctx, params }) => messages.unsubscribe(ctx, params.token), PRIVATE);
  route(app, C.unsubscribeOneClick, ({ ctx, params }) => messages.unsubscribe(ctx, params.token), PRIVATE);
  route(app, C.listMessages, ({ ctx, query }) => messages.listMessages(ctx, query.before));
  route(app, C.preferences, ({ ctx }) => messages.preferences(ctx));
  route(app, C.savePreferences, ({ ctx, body }) => messages.savePreferences(ctx, body.preferences));
  route(app, C.readMessage, ({ ctx, params }) => messages.readMessage(ctx, params.id));
  routeFile(app, C.messageAttachment, ({ ctx, params }) => messages.messageAttachment(ctx, params.id));
  route(app, C.teamMessageStatus, ({ ctx, params }) => team.teamMessageStatus(ctx, params.teamId));
  route(app, C.sendTeamMessage, ({ ctx, params, body }) => team.sendTeamMessage(ctx, params.teamId, body));
}
