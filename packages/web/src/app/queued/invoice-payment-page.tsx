import { InvoicePaymentPage as Page } from '../../payments/invoice-payment-page';
import { QueueGate } from '../../queue/queue-gate';

/** /member/invoices/invoice/:invoice_id/payment behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function InvoicePaymentPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
