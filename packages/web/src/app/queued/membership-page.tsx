import { MembershipPage as Page } from '../../payments/membership-page';
import { QueueGate } from '../../queue/queue-gate';

/** /member/membership behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function MembershipPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
