import type { FastifyInstance } from 'fastify';
import * as B from '@portal/domain/rosters/bank-waiting.contract';
import * as E from '@portal/domain/rosters/event-roster.staff.contract';
import * as P from '@portal/domain/rosters/officials-pay.contract';
import * as C from '@portal/domain/rosters/rosters.staff.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as bank from './bank-waiting.service';
import * as events from './event-roster.staff.service';
import * as pay from './officials-pay.service';
import { exportAba } from './pay-run-aba.service';
import * as assign from './referee-assign.service';
import * as board from './referee-board.service';
import * as publish from './referee-publish.service';
import * as slots from './referee-slots.service';

/** The referee coordinator's calls (docs/decisions/195). route() checks each record's permission before the input is read. */
export async function rostersStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.refereeBoardOptions, ({ ctx }) => board.options(asStaff(ctx)));
  route(app, C.refereeBoard, ({ ctx, query }) => board.board(asStaff(ctx), query));
  route(app, C.assignOfficial, ({ ctx, body }) => assign.assign(asStaff(ctx), body));
  route(app, C.unassignOfficial, ({ ctx, body }) => assign.unassign(asStaff(ctx), body));
  route(app, C.suggestOfficials, ({ ctx, body }) => assign.suggest(asStaff(ctx), body));
  route(app, C.publishRoster, ({ ctx, body }) => publish.publish(asStaff(ctx), body));
  route(app, C.setRefereeSlots, ({ ctx, body }) => slots.setSlots(asStaff(ctx), body));
  // officials' pay (docs/decisions/196)
  route(app, P.payRates, ({ ctx }) => pay.listRates(asStaff(ctx)));
  route(app, P.setPayRate, ({ ctx, body }) => pay.setRate(asStaff(ctx), body));
  route(app, P.payRunList, ({ ctx }) => pay.runs(asStaff(ctx)));
  route(app, P.createPayRun, ({ ctx, body }) => pay.createRun(asStaff(ctx), body));
  route(app, P.payRun, ({ ctx, params }) => pay.run(asStaff(ctx), params.runId));
  route(app, B.officialsWaitingForBank, ({ ctx }) => bank.waiting(asStaff(ctx)));
  route(app, B.remindBank, ({ ctx, body }) => bank.remind(asStaff(ctx), body));
  // event rosters (docs/decisions/197)
  route(app, E.staffEvents, ({ ctx }) => events.list(asStaff(ctx)));
  route(app, E.createEvent, ({ ctx, body }) => events.create(asStaff(ctx), body));
  route(app, E.staffEvent, ({ ctx, params }) => events.detail(asStaff(ctx), params.eventId));
  route(app, E.addEventEntry, ({ ctx, params, body }) => events.addEntry(asStaff(ctx), params.eventId, body));
  route(app, E.cancelEventEntry, ({ ctx, params }) => events.cancelEntry(asStaff(ctx), params.entryId));
  route(app, E.notifyEventOfficials, ({ ctx, params }) => events.notify(asStaff(ctx), params.eventId));
  routeFile(
    app,
    P.payRunAba,
    async ({ ctx, params, body }) => ({
      body: await exportAba(asStaff(ctx), params.runId, body),
      filename: `pay-run-${params.runId}.aba`,
    }),
    PRIVATE,
  );
}
