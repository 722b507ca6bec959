import { Box, Button, Typography } from '@mui/material';
import { RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage } from '../../lib/api-client';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { OfficialsPanel } from './officials-panel';
import { RefereeBoardFilters } from './referee-board-filters';
import { RefereeDates } from './referee-dates';
import { useRefereeBoard } from './use-referee-board';

/** /staff/referee-roster: games of a range beside the officials' availability; assign, suggest and publish (decision 195). */
export function RefereeBoardPage() {
  const b = useRefereeBoard();
  if (b.options.isPending) return <PageLoading label={T.loading} />;
  if (b.options.isError) return <ErrorAlert message={errorMessage(b.options.error, T.loading)} />;
  const data = b.board.data;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{T.title}</Typography>
      <RefereeBoardFilters options={b.options.data} initial={b.initial} onShow={b.setQuery} />
      <SuccessNotice message={b.message} onClose={b.reset} />
      <RefusalAlert error={b.error ?? b.board.error} onClose={b.reset} />
      {b.query && b.board.isFetching && <PageLoading label={T.loading} />}
      {data && b.query && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
          <Box>
            <Button variant="outlined" sx={{ mb: 2 }} disabled={b.busy || !data.games.length} onClick={() => { b.reset(); b.setSuggesting(true); }}>{T.suggest}</Button>
            {!data.games.length && <Typography>{T.noGames}</Typography>}
            <RefereeDates data={data} busy={b.busy} onAssign={b.onAssign} onPublish={(d) => { b.reset(); b.setPublishing(d); }} />
          </Box>
          <OfficialsPanel officials={data.officials} />
        </Box>
      )}
      <ConfirmDialog open={b.publishing !== null} title={T.publishTitle} text={b.publishing ? T.publishText(isoToDmy(b.publishing)) : ''}
        action={b.publishing ? T.publish(isoToDmy(b.publishing)) : ''} busy={b.publish.isPending} error={b.publish.error}
        onCancel={() => b.setPublishing(null)}
        onConfirm={() => b.query && b.publishing && b.publish.mutate({ season: b.query.season, date: b.publishing }, { onSuccess: () => b.setPublishing(null) })} />
      <ConfirmDialog open={b.suggesting} title={T.suggestTitle} text={T.suggestText} action={T.suggest} busy={b.suggest.isPending} error={b.suggest.error}
        onCancel={() => b.setSuggesting(false)} onConfirm={() => b.query && b.suggest.mutate(b.query, { onSuccess: () => b.setSuggesting(false) })} />
    </>
  );
}
