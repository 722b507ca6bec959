import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ImportDetail, NearDecision } from '@portal/domain/import/import.contract';
import { DryRunTexts as T } from '@portal/domain/import/import.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { useRunImport } from './import.api';
import { MappingTable } from './mapping-table';
import { PlanCounts } from './plan-counts';
import { PlanTabs } from './plan-tabs';

/** "Import N people": starts the job once every near match is decided. */
function StartImport({ detail, decisions }: { detail: ImportDetail; decisions: Record<number, NearDecision> }) {
  const run = useRunImport();
  const { counts, id } = detail.import;
  const undecided = counts.near - Object.keys(decisions).length;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {undecided > 0 && <Typography color="textSecondary">{T.decideAll(undecided)}</Typography>}
      <Button
        variant="contained"
        size="large"
        disabled={undecided > 0 || counts.people === 0 || run.isPending}
        startIcon={busyIcon(run.isPending)}
        onClick={() => run.mutate({ importId: id, decisions: Object.values(decisions) })}
      >
        {run.isPending ? T.starting : counts.people ? T.importN(counts.people) : T.importNothing}
      </Button>
      <RefusalAlert error={run.error} />
    </Stack>
  );
}

/** The dry run of a file: what it is, how its columns are read, what an import would do, and the button to do it. */
export function DryRunView({ detail }: { detail: ImportDetail }) {
  const [decisions, setDecisions] = useState<Record<number, NearDecision>>({});
  const decide = (d: NearDecision) => setDecisions((all) => ({ ...all, [d.line]: d }));
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h2">
          {T.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{T.recognised[detail.import.source]}</Typography>
        <Alert severity="info" sx={{ mt: 1 }}>
          {T.nothingWritten}
        </Alert>
      </Box>
      <MappingTable key={detail.import.id} detail={detail} />
      <PlanCounts counts={detail.import.counts} />
      <PlanTabs detail={detail} decisions={decisions} onDecide={decide} />
      <StartImport detail={detail} decisions={decisions} />
    </Stack>
  );
}
