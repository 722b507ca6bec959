import type { FastifyInstance } from 'fastify';
import { templateExport } from '@portal/domain/import/export.contract';
import * as D from '@portal/domain/staff/duplicates.contract';
import * as G from '@portal/domain/staff/guardians.contract';
import { mailOutboxList } from '@portal/domain/staff/mail.contract';
import * as M from '@portal/domain/staff/member-records.contract';
import * as P from '@portal/domain/staff/password-confirm.contract';
import * as C from '@portal/domain/staff/staff.contract';
import { exportTemplate } from '../import/export.service';
import { route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import { home } from './home.service';
import { mailList } from './mail.service';
import * as guardians from './guardians.service';
import * as access from './member-access.service';
import * as records from './member-records.service';
import * as different from './different-people.service';
import * as merges from './merge.service';
import { confirmPassword } from './password-confirm.service';
import * as staff from './staff.service';

// The back-office's own calls (docs/decisions/160). route() checks each record's permission before the input is read.
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffMe, async ({ ctx }) => staff.me(asStaff(ctx)));
  route(app, C.staffRoles, ({ ctx }) => staff.listHolders(asStaff(ctx)));
  route(app, C.grantRole, ({ ctx, body }) => staff.changeRole(ctx, asStaff(ctx), body, true));
  route(app, C.revokeRole, ({ ctx, body }) => staff.changeRole(ctx, asStaff(ctx), body, false));
  route(app, C.auditTrail, ({ ctx, query }) => staff.auditTrail(asStaff(ctx), query));
  routeFile(app, C.auditExport, async ({ ctx, query }) => ({
    body: await staff.auditCsv(asStaff(ctx), query),
    filename: 'audit-trail.csv',
  }));
  route(app, C.staffHome, ({ ctx }) => home(asStaff(ctx)));
  route(app, mailOutboxList, ({ ctx, query }) => mailList(asStaff(ctx), query)); // decision 277
  route(app, P.confirmPassword, ({ ctx, body }) => confirmPassword(asStaff(ctx), body)); // decision 263
  // member records (docs/decisions/161)
  route(app, M.memberSearch, ({ ctx, query }) => records.search(asStaff(ctx), query));
  routeFile(app, M.memberExport, async ({ ctx, query }) => ({
    body: await records.exportCsv(asStaff(ctx), query),
    filename: 'members.csv',
  }));
  routeFile(app, templateExport, ({ ctx }) => exportTemplate(asStaff(ctx))); // everyone as the import's template (decision 297)
  route(app, M.memberRecord, ({ ctx, params }) => records.record(asStaff(ctx), params.memberId));
  route(app, M.correctMember, ({ ctx, params, body }) => records.correct(asStaff(ctx), params.memberId, body));
  route(app, M.setMemberFlags, ({ ctx, params, body }) => records.setFlags(asStaff(ctx), params.memberId, body));
  route(app, M.setMembership, ({ ctx, params, body }) => records.setMembership(asStaff(ctx), params.memberId, body));
  route(app, M.sendMemberResetLink, ({ ctx, params }) => records.resetLink(asStaff(ctx), params.memberId));
  route(app, M.deactivateMember, ({ ctx, params, body }) => access.deactivate(asStaff(ctx), params.memberId, body));
  route(app, M.reactivateMember, ({ ctx, params, body }) => access.reactivate(asStaff(ctx), params.memberId, body));
  route(app, M.revealBank, ({ ctx, params, body }) => access.revealBank(asStaff(ctx), params.memberId, body));
  // duplicate people (docs/decisions/162)
  route(app, D.duplicatePairs, ({ ctx }) => merges.duplicates(asStaff(ctx)));
  route(app, D.mergeMembers, ({ ctx, body }) => merges.merge(asStaff(ctx), body));
  route(app, D.markDifferent, ({ ctx, body }) => different.markDifferent(asStaff(ctx), body));
  // guardians and dependants (docs/decisions/252)
  route(app, G.linkGuardian, ({ ctx, params, body }) => guardians.link(asStaff(ctx), params.memberId, body));
  route(app, G.unlinkGuardian, ({ ctx, params, body }) =>
    guardians.unlink(asStaff(ctx), params.memberId, params.guardianId, body),
  );
}
