import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { divisionsQuery } from './results.staff.api';

/**
 * A competition officer's page about one division: its title, the division picker (kept in the address as
 * `?division=`, so a link or a reload opens the same one), then what `children` draws for the chosen division, keyed
 * by it so nothing of the previous division stays.
 */
export function DivisionPage({
  title,
  texts,
  children,
}: {
  title: string;
  texts: { loading: string; division: string };
  children: (divisionId: number) => ReactNode;
}) {
  const divisions = useQuery(divisionsQuery());
  const [params, setParams] = useSearchParams();
  const divisionId = Number(params.get('division') ?? 0);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {divisions.isPending && <PageLoading label={texts.loading} />}
      {divisions.isError && <ErrorAlert message={errorMessage(divisions.error, texts.loading)} />}
      {divisions.data && (
        <TextField
          select
          size="small"
          label={texts.division}
          value={divisionId || ''}
          onChange={(e) => setParams({ division: e.target.value })}
          sx={{ minWidth: 320, mb: 2 }}
        >
          {divisions.data.map((d) => (
            <MenuItem key={d.id} value={d.id}>{`${d.season} · ${d.name}`}</MenuItem>
          ))}
        </TextField>
      )}
      {divisionId > 0 && <div key={divisionId}>{children(divisionId)}</div>}
    </>
  );
}
