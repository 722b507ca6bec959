import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { OfficialsPayMessages as M, OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { BankWaitingSection } from './bank-waiting-section';
import {
  bankWaitingQuery,
  payRatesQuery,
  payRunQuery,
  payRunsQuery,
  useCreatePayRun,
  useDownloadAba,
  useRemindBank,
  useSetPayRate,
} from './officials-pay.api';
import { PayRatesTable } from './pay-rates-table';
import { PayRunDetail } from './pay-run-detail';
import { PayRunForm } from './pay-run-form';
import { PayRunsTable } from './pay-runs-table';

/** /staff/officials-pay: rates per game, pay runs and their ABA bank file (decision 196), officials waiting for bank details (?missing=bank, decision 283). */
export function OfficialsPayPage() {
  const rates = useQuery(payRatesQuery());
  const runs = useQuery(payRunsQuery());
  const waiting = useQuery(bankWaitingQuery());
  const [open, setOpen] = useState<number | null>(null);
  const run = useQuery(payRunQuery(open));
  const save = useSetPayRate();
  const create = useCreatePayRun();
  const download = useDownloadAba();
  const remind = useRemindBank();
  const message =
    save.data?.message ?? create.data?.message ?? remind.data?.message ?? (download.isSuccess ? M.exported : null);
  const reset = () => [save, create, download, remind].forEach((m) => m.reset());
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <SuccessNotice message={message} onClose={reset} />
      <RefusalAlert
        error={
          save.error ?? create.error ?? download.error ?? remind.error ?? rates.error ?? runs.error ?? waiting.error
        }
        onClose={reset}
      />
      {(rates.isPending || runs.isPending) && <PageLoading label={T.loading} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 440px' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" variant="outlined" aria-labelledby="runs-heading" sx={{ p: 1.5 }}>
          <Typography id="runs-heading" variant="h6" component="h2">
            {T.runs}
          </Typography>
          <PayRunForm
            busy={create.isPending}
            onCreate={(body) => {
              reset();
              create.mutate(body, { onSuccess: (d) => setOpen(d.run_id) });
            }}
          />
          {runs.data && <PayRunsTable runs={runs.data} open={open} onOpen={setOpen} />}
          {run.data && (
            <PayRunDetail
              run={run.data}
              download={download}
              onDownload={(date, reason = '') => {
                reset();
                return download.mutateAsync({ runId: run.data.id, body: { processing_date: date, reason } });
              }}
            />
          )}
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {waiting.data && (
            <BankWaitingSection
              officials={waiting.data}
              busy={remind.isPending}
              onRemind={(ids) => {
                reset();
                remind.mutate(ids);
              }}
            />
          )}
          {rates.data && <PayRatesTable rates={rates.data} save={save} />}
        </Box>
      </Box>
    </>
  );
}
