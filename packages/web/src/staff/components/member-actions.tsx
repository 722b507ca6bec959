import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { EftDetails } from '@portal/domain/profile/profile.contract';
import { DeskPaymentTexts as DeskTexts } from '@portal/domain/payments/desk-payments.messages';
import { todayIn } from '@portal/domain/shared/time';
import type { MemberRecord } from '@portal/domain/staff/member-records.contract';
import { MemberRecordMessages as M, MemberRecordTexts as R } from '@portal/domain/staff/staff.messages';
import { useDeactivate, useReactivate, useResetLink, useRevealBank } from '../members.api';
import { useMay } from '../../lib/staff-me';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { CorrectDialog } from './correct-dialog';
import { FlagsDialog } from './flags-dialog';
import { MembershipDialog } from './membership-dialog';
import { deskSports, MembershipDeskDialog } from './membership-desk-dialog';
import { TeamEntryDeskDialog } from './team-entry-desk-dialog';
import { useSettings } from '../../lib/settings';
import { ReasonDialog } from '../../components/staff/reason-dialog';

type Open =
  'correct' | 'flags' | 'membership' | 'desk' | 'entry' | 'reset' | 'deactivate' | 'reactivate' | 'bank' | null;

/** The changes staff make to a member's record, each shown only to the roles that may make it (the API refuses the rest). */
export function MemberActions({ record, onDone }: { record: MemberRecord; onDone: (message: string) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [bank, setBank] = useState<EftDetails | null>(null);
  const may = {
    correct: useMay('members.correct'),
    flags: useMay('members.flags'),
    membership: useMay('members.membership'),
    desk: useMay('payments.desk'),
    reset: useMay('members.reset_link'),
    access: useMay('members.deactivate'),
    bank: useMay('members.bank.reveal'),
  };
  const reset = useResetLink();
  const deactivate = useDeactivate();
  const reactivate = useReactivate();
  const reveal = useRevealBank();
  const id = record.profile.id;
  const state = record.account.state;
  const { timeZone } = useSettings();
  const dueAtDesk = may.desk && state === 'active' && deskSports(record, todayIn(timeZone)).length > 0;
  const finish = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  const close = () => {
    setOpen(null);
    setBank(null);
    reset.reset();
  };
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {may.correct && (
          <Button variant="outlined" onClick={() => setOpen('correct')}>
            {R.correct}
          </Button>
        )}
        {may.flags && (
          <Button variant="outlined" onClick={() => setOpen('flags')}>
            {R.flags}
          </Button>
        )}
        {may.membership && (record.sports?.length ?? 0) > 0 && (
          <Button variant="outlined" onClick={() => setOpen('membership')}>
            {R.membership}
          </Button>
        )}
        {dueAtDesk && (
          <Button variant="outlined" onClick={() => setOpen('desk')}>
            {DeskTexts.recordMembership}
          </Button>
        )}
        {may.desk && state === 'active' && (
          <Button variant="outlined" onClick={() => setOpen('entry')}>
            {DeskTexts.recordTeamEntry}
          </Button>
        )}
        {may.reset && state === 'active' && (
          <Button variant="outlined" onClick={() => setOpen('reset')}>
            {R.resetLink}
          </Button>
        )}
        {may.bank && (
          <Button variant="outlined" onClick={() => setOpen('bank')}>
            {R.revealBank}
          </Button>
        )}
        {may.access && state === 'active' && (
          <Button variant="outlined" color="error" onClick={() => setOpen('deactivate')}>
            {R.deactivate}
          </Button>
        )}
        {may.access && state === 'deactivated' && (
          <Button variant="outlined" onClick={() => setOpen('reactivate')}>
            {R.reactivate}
          </Button>
        )}
      </Stack>
      {/* mounted when opened, so their fields start from the record as it is now */}
      {open === 'correct' && <CorrectDialog record={record} open onClose={close} onDone={finish} />}
      {open === 'flags' && <FlagsDialog record={record} open onClose={close} onDone={finish} />}
      {open === 'membership' && <MembershipDialog record={record} open onClose={close} onDone={finish} />}
      {open === 'desk' && <MembershipDeskDialog record={record} onClose={close} onDone={finish} />}
      {open === 'entry' && <TeamEntryDeskDialog record={record} onClose={close} onDone={finish} />}
      <ConfirmDialog
        open={open === 'reset'}
        title={R.resetLinkTitle}
        text={R.resetLinkText(record.profile.email ?? '')}
        action={R.send}
        busy={reset.isPending}
        error={reset.error}
        onCancel={close}
        onConfirm={() => reset.mutate(id, { onSuccess: (d) => finish(d.message) })}
      />
      <ReasonDialog
        open={open === 'deactivate'}
        title={R.deactivateTitle}
        text={R.deactivateText}
        submitLabel={R.deactivate}
        busy={deactivate.isPending}
        send={async (body) => finish((await deactivate.mutateAsync({ memberId: id, body })).message)}
        onClose={close}
      />
      <ReasonDialog
        open={open === 'reactivate'}
        title={R.reactivateTitle}
        text=""
        submitLabel={R.reactivate}
        busy={reactivate.isPending}
        send={async (body) => finish((await reactivate.mutateAsync({ memberId: id, body })).message)}
        onClose={close}
      />
      <ReasonDialog
        open={open === 'bank' && !bank}
        title={R.revealBankTitle}
        text={R.revealBankText}
        submitLabel={R.revealBank}
        busy={reveal.isPending}
        send={async (body) => setBank(await reveal.mutateAsync({ memberId: id, body }))}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'bank' && bank !== null}
        title={R.revealBankTitle}
        busy={false}
        action={R.close}
        onCancel={close}
        onConfirm={close}
        text={
          bank && (
            <Box component="span" sx={{ display: 'block' }}>
              <Typography
                component="span"
                sx={{ display: 'block' }}
                data-testid="bank-details"
              >{`${bank.acct_name} · BSB ${bank.acct_bsb} · ${bank.acct_number}`}</Typography>
              <Typography component="span" variant="caption" sx={{ display: 'block', mt: 1 }}>
                {M.bankRevealed}
              </Typography>
            </Box>
          )
        }
      />
    </>
  );
}
