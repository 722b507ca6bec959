import type { FastifyInstance } from 'fastify';
import * as S from '@portal/domain/privacy/corrections.staff.contract';
import * as C from '@portal/domain/privacy/privacy.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import * as corrections from './corrections.service';
import * as privacy from './privacy.service';

// A person's own data (issue 44 item 3; docs/decisions/322, 323): the member's page, the export and its download,
// requests to correct, and the staff queue of those requests.

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.privacyOverview, ({ ctx }) => privacy.overview(ctx));
  route(app, C.requestExport, ({ ctx, body }) => privacy.requestExport(ctx, body.person_id));
  routeFile(app, C.downloadExport, ({ ctx, params }) => privacy.downloadExport(ctx, params.token), PRIVATE);
  route(app, C.requestCorrection, ({ ctx, body }) => privacy.requestCorrection(ctx, body));
  route(app, S.staffCorrections, ({ ctx, query }) => corrections.staffCorrections(ctx, query.status));
  route(app, S.answerCorrection, ({ ctx, params, body }) => corrections.answerCorrection(ctx, params.id, body));
}
