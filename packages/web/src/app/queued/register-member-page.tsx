import { RegisterMemberPage as Page } from '../../accounts/register-member-page';
import { QueueGate } from '../../queue/queue-gate';

/** /register behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function RegisterMemberPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
