import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/messaging/messaging.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as staff from './messages.staff.service';

// Compose and send in the back-office (issue 43 items 1 and 6, decisions 309 and 310): route() checks each record's
// permission before the input is read; the audience a role may write to is checked by the service.
export async function messagesStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.audienceOptions, ({ ctx }) => staff.options(asStaff(ctx)));
  route(app, C.previewMessage, ({ ctx, body }) => staff.preview(asStaff(ctx), body));
  route(app, C.uploadAttachment, ({ ctx, body }) => staff.upload(asStaff(ctx), body));
  route(app, C.sendMessage, ({ ctx, body }) => staff.send(asStaff(ctx), body));
  route(app, C.messageList, ({ ctx, query }) => staff.list(asStaff(ctx), query));
  route(app, C.messageDetail, ({ ctx, params }) => staff.detail(asStaff(ctx), params.messageId));
  route(app, C.deliveryList, ({ ctx, params, query }) => staff.deliveries(asStaff(ctx), params.messageId, query));
  route(app, C.cancelMessage, ({ ctx, params }) => staff.cancel(asStaff(ctx), params.messageId));
}
