import { useState } from 'react';
import { Box, Button, Stack, TablePagination, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  CLAIMS_PER_PAGE,
  InviteBody,
  type ImportClaimPerson,
  type ImportClaims,
} from '@portal/domain/import/claims.contract';
import { REMINDER_DAYS } from '@portal/domain/import/claims';
import { ClaimTexts as T } from '@portal/domain/import/import.staff.messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { TextInput } from '../../components/form-fields/text-input';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';
import { claimsQuery, useInvite } from './claims.api';
import { RowsTable, type Column } from './plan-rows-table';

/** The pace of the invitations: started, or changed once started. */
function PaceForm({ importId, claims }: { importId: number; claims: ImportClaims }) {
  const invite = useInvite();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(InviteBody, { per_hour: String(claims.per_hour ?? 50) });
  const { submit, alertProps } = useFormSubmit(
    form,
    { per_hour: T.perHour },
    (values) => invite.mutateAsync({ importId, body: values }),
    (answer) => setDone(answer.message),
  );
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={T.title}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextInput name="per_hour" label={T.perHour} digits={5} sx={{ width: 200 }} />
          <Button
            type="submit"
            variant="contained"
            disabled={invite.isPending}
            startIcon={busyIcon(invite.isPending)}
            sx={{ mt: 1 }}
          >
            {claims.per_hour === null ? T.start : T.repace}
          </Button>
        </Stack>
        <ErrorAlert {...alertProps} />
        <SuccessNotice message={done} onClose={() => setDone(null)} />
      </Box>
    </FormProvider>
  );
}

/** Invitations to claim a sign-in for the adults an import created: the pace, the counts, and who was invited and claimed. */
export function ClaimsSection({ importId }: { importId: number }) {
  const { timeZone } = useSettings();
  const [page, setPage] = useState(0);
  const claims = useQuery(claimsQuery(importId, page + 1));
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : T.notYet);
  const columns: Column<ImportClaimPerson>[] = [
    { header: T.person, cell: (p) => <RouterLink to={`/staff/members/${p.member_id}`}>{p.name}</RouterLink> },
    { header: T.email, cell: (p) => p.email },
    { header: T.invited, cell: (p) => when(p.invited_at) },
    { header: T.reminded, cell: (p) => (p.reminded_at ? when(p.reminded_at) : '') },
    { header: T.claimed, cell: (p) => when(p.claimed_at) },
  ];
  const c = claims.data;
  return (
    <Box component="section" aria-labelledby="claims-title">
      <Typography id="claims-title" variant="h6" component="h2">
        {T.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        {T.intro(REMINDER_DAYS)}
      </Typography>
      <RefusalAlert error={claims.error} />
      {c && (
        <Stack spacing={2}>
          <Typography>
            {(Object.keys(T.counts) as (keyof typeof T.counts)[])
              .map((k) => `${T.counts[k]}: ${c.counts[k]}`)
              .join(' · ')}
          </Typography>
          {c.per_hour !== null && c.started_at && <Typography>{T.started(c.per_hour, when(c.started_at))}</Typography>}
          {c.counts.adults ? <PaceForm importId={importId} claims={c} /> : <Typography>{T.nobody}</Typography>}
          {c.total > 0 && (
            <RowsTable label={T.title} columns={columns} rows={c.people} rowKey={(p) => p.member_id} empty="" />
          )}
          {c.total > CLAIMS_PER_PAGE && (
            <TablePagination
              component="div"
              count={c.total}
              page={page}
              rowsPerPage={CLAIMS_PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_e, p) => setPage(p)}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
