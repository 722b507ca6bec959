import { Button, Stack } from '@mui/material';
import type { StaffEntryRow } from '@portal/domain/nomination/entries.staff.contract';
import { EntriesTexts as T } from '@portal/domain/nomination/entries.staff.messages';

export type EntryVerb = 'accept' | 'decline' | 'place' | 'regrade';

/** The decisions an entry's status allows (docs/decisions/206); the server checks them again under its lock. */
export const VERBS: Record<StaffEntryRow['status'], EntryVerb[]> = {
  pending: ['accept', 'decline', 'regrade'],
  accepted: ['regrade'],
  waitlisted: ['place', 'decline'],
  declined: [],
};
const LABEL: Record<EntryVerb, string> = { accept: T.accept, decline: T.decline, place: T.place, regrade: T.regrade };

/** One row's decision buttons, named with the team for a screen reader. */
export function EntryActions({
  row,
  onAsk,
}: {
  row: StaffEntryRow;
  onAsk: (verb: EntryVerb, row: StaffEntryRow) => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      aria-label={T.actionsFor(row.team)}
      sx={{ alignItems: 'center', height: '100%' }}
    >
      {VERBS[row.status].map((verb) => (
        <Button
          key={verb}
          size="small"
          variant={verb === 'accept' || verb === 'place' ? 'contained' : 'outlined'}
          color={verb === 'decline' ? 'error' : 'primary'}
          aria-label={`${LABEL[verb]} ${row.team}`}
          onClick={() => onAsk(verb, row)}
        >
          {LABEL[verb]}
        </Button>
      ))}
    </Stack>
  );
}
