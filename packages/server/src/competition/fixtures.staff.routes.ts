import type { FastifyInstance } from 'fastify';
import * as F from '@portal/domain/competition/fixtures.staff.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import * as fixtures from './fixtures.staff.service';

// Fixture generation in the back-office (decision 186).
export async function fixturesStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, F.publishedFixture, ({ ctx, params }) => fixtures.published(asStaff(ctx), params.seasonId));
  route(app, F.previewFixture, ({ ctx, params, body }) => fixtures.preview(asStaff(ctx), params.seasonId, body));
  route(app, F.publishFixture, ({ ctx, params, body }) => fixtures.publish(asStaff(ctx), params.seasonId, body));
}
