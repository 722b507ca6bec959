import { Button, Stack } from '@mui/material';
import { DeskPaymentTexts as DeskTexts } from '@portal/domain/payments/desk-payments.messages';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';

/** The dialog of MemberActions that is open. */
export type Open =
  'correct' | 'flags' | 'membership' | 'desk' | 'entry' | 'reset' | 'deactivate' | 'reactivate' | 'bank' | null;

/** What the caller's roles may change in a record. */
export type May = Record<'correct' | 'flags' | 'membership' | 'desk' | 'reset' | 'access' | 'bank', boolean>;

/** The buttons of the changes the caller's roles may make to this record now. */
export function ActionButtons({
  record,
  may,
  dueAtDesk,
  onOpen,
}: {
  record: MemberRecord;
  may: May;
  dueAtDesk: boolean;
  onOpen: (open: Open) => void;
}) {
  const state = record.account.state;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {may.correct && (
        <Button variant="outlined" onClick={() => onOpen('correct')}>
          {R.correct}
        </Button>
      )}
      {may.flags && (
        <Button variant="outlined" onClick={() => onOpen('flags')}>
          {R.flags}
        </Button>
      )}
      {may.membership && (record.sports?.length ?? 0) > 0 && (
        <Button variant="outlined" onClick={() => onOpen('membership')}>
          {R.membership}
        </Button>
      )}
      {dueAtDesk && (
        <Button variant="outlined" onClick={() => onOpen('desk')}>
          {DeskTexts.recordMembership}
        </Button>
      )}
      {may.desk && state === 'active' && (
        <Button variant="outlined" onClick={() => onOpen('entry')}>
          {DeskTexts.recordTeamEntry}
        </Button>
      )}
      {may.reset && state === 'active' && (
        <Button variant="outlined" onClick={() => onOpen('reset')}>
          {R.resetLink}
        </Button>
      )}
      {may.bank && (
        <Button variant="outlined" onClick={() => onOpen('bank')}>
          {R.revealBank}
        </Button>
      )}
      {may.access && state === 'active' && (
        <Button variant="outlined" color="error" onClick={() => onOpen('deactivate')}>
          {R.deactivate}
        </Button>
      )}
      {may.access && state === 'deactivated' && (
        <Button variant="outlined" onClick={() => onOpen('reactivate')}>
          {R.reactivate}
        </Button>
      )}
    </Stack>
  );
}
