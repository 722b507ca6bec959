import { TeamNominationPage as Page } from '../../nomination/team-nomination-page';
import { QueueGate } from '../../queue/queue-gate';

/** /member/teamnomination behind the fair queue (issue 46 item 4, decision 346): its page once the visitor is let in. */
export function TeamNominationPage() {
  return (
    <QueueGate>
      <Page />
    </QueueGate>
  );
}
