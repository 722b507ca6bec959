import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import type { ImportDetail, UndoReply } from '@portal/domain/import/import.contract';
import { ImportJobTexts as J, ImportSourceNames, ImportTexts as T } from '@portal/domain/import/import.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useSettings } from '../../lib/settings';
import { DryRunView } from './dry-run-view';
import { importQuery } from './import.api';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { ClaimsSection } from './claims-section';
import { UndoResult, UndoSection } from './undo-section';

/** The import once run: its progress while it runs, then what it did, and its undo (or what the undo did). */
function ImportJob({ detail }: { detail: ImportDetail }) {
  const { timeZone } = useSettings();
  const [undone, setUndone] = useState<UndoReply | null>(null);
  const s = detail.import;
  return (
    <Stack spacing={3}>
      {s.status !== 'undone' && <ImportProgress summary={s} />}
      {s.status === 'failed' && (
        <Alert severity="error">
          {J.failed}
          {s.error ? ` ${s.error}` : ''}
        </Alert>
      )}
      {s.status === 'undone' && s.undone_at && (
        <Alert severity="info">{J.undone(formatDateTime(s.undone_at, timeZone))}</Alert>
      )}
      {undone && <UndoResult reply={undone} />}
      {s.result && s.status !== 'undone' && <ImportResult importId={s.id} result={s.result} near={s.counts.near} />}
      {s.status === 'done' && <ClaimsSection importId={s.id} />}
      {(s.status === 'done' || s.status === 'failed') && <UndoSection importId={s.id} onUndone={setUndone} />}
    </Stack>
  );
}

/** /staff/imports/:importId: one import read from the server by its id, so a reload shows where it is. */
export function ImportPage() {
  const importId = Number(useParams().importId);
  const { timeZone } = useSettings();
  const detail = useQuery({ ...importQuery(importId), enabled: Number.isInteger(importId) && importId > 0 });
  const data = detail.data;
  const s = data?.import;
  return (
    <>
      <Button component={RouterLink} to="/staff/imports" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {T.back}
      </Button>
      {detail.isPending && <PageLoading label={T.loading} />}
      <RefusalAlert error={detail.error} />
      {s && data && (
        <>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              {J.title(s.file_name)}
            </Typography>
            <Chip label={J.statuses[s.status]} color={s.status === 'done' ? 'success' : 'default'} />
          </Stack>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {J.summary(ImportSourceNames[s.source], formatDateTime(s.created_at, timeZone), s.created_by.name)}
          </Typography>
          {s.status === 'planned' ? <DryRunView key={s.id} detail={data} /> : <ImportJob key={s.id} detail={data} />}
        </>
      )}
    </>
  );
}
