import { RegisterNetballPage as Page } from '../../accounts/register-netball-page';
import { QueueGate } from '../../queue/queue-gate';

/** /registernetball behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function RegisterNetballPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
