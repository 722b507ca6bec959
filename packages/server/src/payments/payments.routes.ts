import type { FastifyInstance } from 'fastify';
import * as C from '@portal/domain/payments/payments.contract';
import { requireGates } from '../platform/gates';
import { PRIVATE, route } from '../platform/route';
import * as discounts from './discounts';
import * as invoices from './invoices.service';
import * as membership from './membership.service';
import { registerOrderKind } from './order-kinds';
import * as receipts from './receipts.service';
import { registerRecovery } from './recovery-worker';
import { sandboxRoutes } from './gateway/sandbox.routes';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  registerOrderKind(membership.MEMBERSHIP_KIND);
  registerOrderKind(invoices.INVOICE_KIND);

  route(app, C.getMembership, ({ ctx, params }) => membership.getMembership(ctx, params.sport));
  route(app, C.payMembership, ({ ctx, params, body, headers }) =>
    membership.payMembership(ctx, params.sport, body, headers['idempotency-key']),
  );
  route(app, C.validateCoupon, ({ ctx, body }) => discounts.validateCoupon(requireGates(ctx, 'completeProfile'), body));
  route(app, C.validateMembershipVoucher, ({ ctx, body }) =>
    discounts.validateVoucher(requireGates(ctx, 'completeProfile'), body),
  );
  route(app, C.validateVoucher, ({ ctx, body }) =>
    discounts.validateVoucher(requireGates(ctx, 'completeProfile'), body),
  );

  route(app, C.listInvoices, ({ ctx }) => invoices.listInvoices(ctx), PRIVATE);
  route(app, C.getInvoice, ({ ctx, params }) => invoices.getInvoice(ctx, params.invoice), PRIVATE);
  route(app, C.payInvoice, ({ ctx, params, body, headers }) =>
    invoices.payInvoice(ctx, params.invoice, body, headers['idempotency-key']),
  );

  route(app, C.listOrders, ({ ctx }) => receipts.listOrders(ctx), PRIVATE);
  route(app, C.getOrder, ({ ctx, params }) => receipts.getOrder(ctx, params.orderId), PRIVATE);
  route(app, C.listPayments, ({ ctx }) => receipts.listPayments(ctx), PRIVATE);
  route(app, C.sendReceipt, ({ ctx, params }) => receipts.sendReceipt(ctx, params.orderId), {
    cacheControl: 'no-store',
  });

  await app.register(sandboxRoutes);
  registerRecovery(app);
}
