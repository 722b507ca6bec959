import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LadderRulesTexts as T } from '@portal/domain/competition/ladder-rules.staff.messages';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { LadderRulesForm } from './ladder-rules-form';
import { ladderRulesQuery } from './ladder-rules.staff.api';
import { divisionsQuery } from './results.staff.api';

/** /staff/ladder-rules: a division's points per result and ordered tiebreakers (docs/decisions/177, 191). */
export function LadderRulesPage() {
  const divisions = useQuery(divisionsQuery());
  const [params, setParams] = useSearchParams();
  const divisionId = Number(params.get('division') ?? 0);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{T.title}</Typography>
      {divisions.isPending && <PageLoading label={T.loading} />}
      {divisions.isError && <ErrorAlert message={errorMessage(divisions.error, T.loading)} />}
      {divisions.data && (
        <TextField select size="small" label={T.division} value={divisionId || ''} onChange={(e) => setParams({ division: e.target.value })} sx={{ minWidth: 320, mb: 2 }}>
          {divisions.data.map((d) => <MenuItem key={d.id} value={d.id}>{`${d.season} · ${d.name}`}</MenuItem>)}
        </TextField>
      )}
      {divisionId > 0 && <DivisionRules key={divisionId} divisionId={divisionId} />}
    </>
  );
}

function DivisionRules({ divisionId }: { divisionId: number }) {
  const rules = useQuery(ladderRulesQuery(divisionId));
  if (rules.isPending) return <PageLoading label={T.loading} />;
  if (rules.isError) return <ErrorAlert message={errorMessage(rules.error, T.loading)} />;
  return <LadderRulesForm rules={rules.data} />;
}
