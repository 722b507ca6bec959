import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/messaging/settings.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as settings from './settings.staff.service';

// The staff's messaging settings calls (decision 314).
export async function messagingSettingsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.messagingSettings, ({ ctx }) => settings.read(asStaff(ctx)));
  route(app, C.saveMessagingSettings, ({ ctx, body }) => settings.save(asStaff(ctx), body));
}
