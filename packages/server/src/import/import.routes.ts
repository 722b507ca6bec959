import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/import/import.contract';
import { route } from '../platform/route';
import { asStaff } from '../platform/staff-session';
import { registerImportWorker } from './import-job';
import { undo } from './import-job-undo';
import { upload } from './import-plan-upload';
import * as imports from './import.service';

// Moving in (issue 42 items 2 and 3, docs/decisions/298 and 299): the dry run, the list, an import's plan and
// progress, its run as a background job, and undo. Administrator only (members.import).
export async function importRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.planImport, ({ ctx, body }) => upload(asStaff(ctx), body));
  route(app, C.importList, ({ ctx }) => imports.list(asStaff(ctx)));
  route(app, C.importDetail, ({ ctx, params, query }) => imports.detail(asStaff(ctx), params.importId, query));
  route(app, C.runImport, ({ ctx, params, body }) => imports.run(asStaff(ctx), params.importId, body));
  route(app, C.undoImport, ({ ctx, params }) => undo(asStaff(ctx), params.importId));
  registerImportWorker(app);
}
