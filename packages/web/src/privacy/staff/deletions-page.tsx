import { useState } from 'react';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DeletionRow } from '@portal/domain/privacy/deletion.contract';
import { DeletionTexts as T } from '@portal/domain/privacy/deletion.messages';
import { StaffTexts as S } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { deletionQueueQuery, useConfirmDeletion } from '../deletion.api';

function Request({ r, onConfirm }: { r: DeletionRow; onConfirm: (r: DeletionRow) => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="article" aria-label={r.name}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2">
          {r.name}
        </Typography>
        <Chip size="small" label={T.statusLabels[r.status]} color={r.status === 'done' ? 'default' : 'warning'} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {T.askedBy(r.requested_by, r.by_guardian, r.requested_on)}
        {r.done_on && ` ${T.doneBy(r.done_by ?? '', r.done_on)}`}
      </Typography>
      {r.status === 'requested' && (
        <Button variant="contained" color="error" sx={{ mt: 1 }} onClick={() => onConfirm(r)}>
          {T.confirm}
        </Button>
      )}
    </Paper>
  );
}

/** /staff/privacy/deletions: requests to close an account or delete a child's data, waiting first (decision 324). */
export function DeletionsPage() {
  const list = useQuery(deletionQueueQuery());
  const confirm = useConfirmDeletion();
  const [chosen, setChosen] = useState<DeletionRow | null>(null);
  const close = () => {
    setChosen(null);
    confirm.reset();
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.queueTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.queueIntro}
      </Typography>
      <SuccessNotice message={confirm.data?.message} onClose={() => confirm.reset()} />
      {list.isPending && <PageLoading label={S.loading} />}
      <RefusalAlert error={list.error} />
      {list.data?.length === 0 && <Typography>{T.none}</Typography>}
      <Stack sx={{ gap: 2 }}>
        {list.data?.map((r) => (
          <Request key={r.id} r={r} onConfirm={setChosen} />
        ))}
      </Stack>
      <ConfirmDialog
        open={chosen !== null && !confirm.isSuccess}
        title={T.confirm}
        text={chosen ? T.confirmDialog(chosen.name) : ''}
        action={T.confirm}
        busy={confirm.isPending}
        error={confirm.error}
        destructive
        onCancel={close}
        onConfirm={() => chosen && confirm.mutate(chosen.id)}
      />
    </>
  );
}
