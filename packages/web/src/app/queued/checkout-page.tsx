import { CheckoutPage as Page } from '../../store/checkout-page';
import { QueueGate } from '../../queue/queue-gate';

/** /member/checkout behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function CheckoutPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
