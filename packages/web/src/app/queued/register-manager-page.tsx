import { RegisterManagerPage as Page } from '../../accounts/register-manager-page';
import { QueueGate } from '../../queue/queue-gate';

/** /registerteamentry behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function RegisterManagerPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
