import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/accounts/registration-opening.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as opening from './registration-opening.staff.service';

// When registrations open (docs/decisions/347): route() checks 'registrations.opening' before the input is read.
export async function registrationOpeningStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.registrationOpening, ({ ctx }) => opening.opening(asStaff(ctx)));
  route(app, C.saveRegistrationOpening, ({ ctx, body }) => opening.saveOpening(asStaff(ctx), body));
}
