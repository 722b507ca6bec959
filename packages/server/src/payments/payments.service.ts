// The payments area's public face: the one way every other area takes money (docs/decisions/050-how-an-area-pays.md),
// and what it reads of the ledger. An area registers its order kind at start, then calls payCart with its lines.

export { payCart, type PayCartRequest, type PayCartResult, type PayLine } from './pay-cart';
export { registerOrderKind, type OrderKind, type OrderStep, type StoredLine, type StoredOrder } from './order-kinds';
export { teamInvoices } from './invoices.service';
export { refundableOfOrder, refundOrderInFull, type OrderRefund } from './order-refund';
export { refundPayment } from './refund';
export { noteOrderLines, paidOrderIdsOf, paymentsOfOrders, type OrderPayment } from './order-payments';
export { orderedRefs, paidOrdersOf } from './order-payments';
export { extendRenewal, holdRenewal, renewalLine, renewalsOf, type Renewal } from './renewal';
export { checkDay as checkDeskDay, payAtDesk, type DeskOrder } from './desk-payments.service';
export { inStep } from './order-kinds';
