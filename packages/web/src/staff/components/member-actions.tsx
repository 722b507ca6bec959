import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { EftDetails } from '@portal/domain/profile/profile.contract';
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
import { ActionButtons, type May, type Open } from './member-action-buttons';

/** Deactivate or reactivate the account, each with its reason. */
function AccessDialogs({
  id,
  open,
  finish,
  close,
}: {
  id: number;
  open: Open;
  finish: (message: string) => void;
  close: () => void;
}) {
  const deactivate = useDeactivate();
  const reactivate = useReactivate();
  return (
    <>
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
    </>
  );
}

/** Reveal the bank details with a reason, then show them until closed. */
function BankDialogs({
  id,
  open,
  bank,
  onBank,
  close,
}: {
  id: number;
  open: boolean;
  bank: EftDetails | null;
  onBank: (bank: EftDetails) => void;
  close: () => void;
}) {
  const reveal = useRevealBank();
  return (
    <>
      <ReasonDialog
        open={open && !bank}
        title={R.revealBankTitle}
        text={R.revealBankText}
        submitLabel={R.revealBank}
        busy={reveal.isPending}
        send={async (body) => onBank(await reveal.mutateAsync({ memberId: id, body }))}
        onClose={close}
      />
      <ConfirmDialog
        open={open && bank !== null}
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

/** The changes staff make to a member's record, each shown only to the roles that may make it (the API refuses the rest). */
export function MemberActions({ record, onDone }: { record: MemberRecord; onDone: (message: string) => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [bank, setBank] = useState<EftDetails | null>(null);
  const may: May = {
    correct: useMay('members.correct'),
    flags: useMay('members.flags'),
    membership: useMay('members.membership'),
    desk: useMay('payments.desk'),
    reset: useMay('members.reset_link'),
    access: useMay('members.deactivate'),
    bank: useMay('members.bank.reveal'),
  };
  const reset = useResetLink();
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
      <ActionButtons record={record} may={may} dueAtDesk={dueAtDesk} onOpen={setOpen} />
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
      <AccessDialogs id={id} open={open} finish={finish} close={close} />
      <BankDialogs id={id} open={open === 'bank'} bank={bank} onBank={setBank} close={close} />
    </>
  );
}
