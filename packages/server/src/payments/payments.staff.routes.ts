import type { FastifyInstance } from 'fastify';
import * as CP from '@portal/domain/payments/coupons.staff.contract';
import * as C from '@portal/domain/payments/invoices.staff.contract';
import * as D from '@portal/domain/payments/desk-payments.staff.contract';
import { PRIVATE, route } from '../platform/route';
import { routeFile } from '../platform/route-answers';
import { asStaff } from '../platform/staff-session';
import * as R from '@portal/domain/payments/reports.staff.contract';
import * as V from '@portal/domain/payments/vouchers.staff.contract';
import * as coupons from './coupons.staff.service';
import * as desk from './desk-payments.service';
import * as invoices from './invoices.staff.service';
import * as reports from './reports.staff.service';
import { staffRefund } from './refund';
import * as vouchers from './vouchers.staff.service';

// The back-office's invoices, credit notes, refunds, desk payments (273) and reports (docs/decisions/200 to 202), coupons (239), vouchers (240, 241). route() checks each record's
// permission before the input is read.
export async function paymentsStaffRoutes(app: FastifyInstance): Promise<void> {
  route(app, C.staffInvoices, ({ ctx, query }) => invoices.list(asStaff(ctx), query), PRIVATE);
  routeFile(
    app,
    C.staffInvoicesExport,
    async ({ ctx, query }) => ({ body: await invoices.exportCsv(asStaff(ctx), query), filename: 'invoices.csv' }),
    PRIVATE,
  );
  route(app, C.invoiceTeams, ({ ctx, query }) => invoices.teams(asStaff(ctx), query.q), PRIVATE);
  route(
    app,
    C.staffInvoice,
    async ({ ctx, params }) => ({ data: await invoices.invoice(asStaff(ctx), params.invoiceId) }),
    PRIVATE,
  );
  route(app, C.createInvoice, ({ ctx, body }) => invoices.create(asStaff(ctx), body));
  route(app, C.sendInvoice, ({ ctx, params }) => invoices.send(asStaff(ctx), params.invoiceId));
  route(app, C.addCreditNote, ({ ctx, params, body }) => invoices.addCreditNote(asStaff(ctx), params.invoiceId, body));
  // reports (docs/decisions/202)
  for (const kind of R.REPORT_KINDS) {
    const calls = R.REPORT_CALLS[kind];
    route(app, calls.table, ({ ctx, query }) => reports.report(asStaff(ctx), kind, query), PRIVATE);
    routeFile(
      app,
      calls.csv,
      async ({ ctx, query }) => ({
        body: await reports.reportCsv(asStaff(ctx), kind, query),
        filename: `${kind}-${query.from}-${query.to}.csv`,
      }),
      PRIVATE,
    );
  }
  // coupons (docs/decisions/239)
  route(app, CP.staffCoupons, ({ ctx, query }) => coupons.list(asStaff(ctx), query), PRIVATE);
  route(app, CP.createCoupon, ({ ctx, body }) => coupons.create(asStaff(ctx), body));
  route(app, CP.updateCoupon, ({ ctx, params, body }) => coupons.update(asStaff(ctx), params.couponId, body));
  // vouchers and Active & Creative Kids redemptions (docs/decisions/240, 241)
  route(app, V.staffVouchers, ({ ctx, query }) => vouchers.list(asStaff(ctx), query), PRIVATE);
  route(app, V.issueVoucher, ({ ctx, body }) => vouchers.issue(asStaff(ctx), body));
  route(app, V.voidVoucher, ({ ctx, params, body }) => vouchers.voidOne(asStaff(ctx), params.voucherId, body));
  route(app, V.akvRedemptions, ({ ctx, query }) => vouchers.akv(asStaff(ctx), query), PRIVATE);
  routeFile(
    app,
    V.akvRedemptionsExport,
    async ({ ctx, query }) => ({
      body: await vouchers.akvCsv(asStaff(ctx), query),
      filename: `akv-redemptions-${query.from}-${query.to}.csv`,
    }),
    PRIVATE,
  );
  route(app, C.refundPayment, ({ ctx, params, body }) => staffRefund(asStaff(ctx), params.paymentId, body));
  // money taken at the desk (docs/decisions/273, 274: a membership)
  route(app, D.recordDeskPayment, ({ ctx, params, body }) =>
    desk.recordForInvoice(asStaff(ctx), params.invoiceId, body),
  );
  route(app, D.recordMembershipDeskPayment, ({ ctx, params, body }) =>
    desk.recordForMembership(asStaff(ctx), params.memberId, body),
  );
  route(app, D.reverseDeskPayment, ({ ctx, params, body }) => desk.reverse(asStaff(ctx), params.paymentId, body));
}
