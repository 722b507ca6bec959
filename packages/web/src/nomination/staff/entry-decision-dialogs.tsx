import type { EntrySeason, StaffEntryRow } from '@portal/domain/nomination/entries.staff.contract';
import { EntriesTexts as T } from '@portal/domain/nomination/entries.staff.messages';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { ReasonDialog } from '../../components/staff/reason-dialog';
import { DivisionChoiceDialog } from './division-choice-dialog';
import type { EntryVerb } from './entry-actions';
import { useEntryDecision } from './entries.staff.api';

/** The dialog of the decision asked on one entry; `onDone` gets the server's sentence once it is made. */
export function EntryDecisionDialogs({
  asked,
  season,
  onClose,
  onDone,
}: {
  asked: { verb: EntryVerb; row: StaffEntryRow };
  season: EntrySeason;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const decision = useEntryDecision();
  const { verb, row } = asked;
  const entryId = row.id;
  const done = ({ message }: { message: string }) => onDone(message);
  if (verb === 'accept') {
    return (
      <ConfirmDialog
        open
        title={T.accept}
        text={T.confirmAccept(row.team, row.division)}
        action={T.accept}
        busy={decision.isPending}
        error={decision.error}
        onCancel={onClose}
        onConfirm={() => decision.mutate({ verb, entryId }, { onSuccess: done })}
      />
    );
  }
  if (verb === 'decline') {
    return (
      <ReasonDialog
        open
        title={T.declineTitle(row.team)}
        text={T.declineText(row.paid_cents - row.refunded_cents)}
        submitLabel={T.decline}
        busy={decision.isPending}
        onClose={onClose}
        send={async (body) => done(await decision.mutateAsync({ verb, entryId, body }))}
      />
    );
  }
  return (
    <DivisionChoiceDialog
      entry={row}
      verb={verb}
      season={season}
      busy={decision.isPending}
      onClose={onClose}
      send={async (body) => done(await decision.mutateAsync({ verb, entryId, body }))}
    />
  );
}
