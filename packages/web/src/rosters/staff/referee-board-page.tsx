import { Box, Button, Typography } from '@mui/material';
import type { RefereeBoard } from '@portal/domain/rosters/rosters.staff.contract';
import { RefereeBoardMessages as M, RefereeBoardTexts as T } from '@portal/domain/rosters/rosters.staff.messages';
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
import { RefereeSlotsPanel } from './referee-slots-panel';
import { useRefereeBoard } from './use-referee-board';

type BoardDate = RefereeBoard['dates'][number];

/** The publish question: with open referee places, how many, counted at every venue of the date (decision 278). */
function publishText(d: BoardDate | undefined): string {
  if (!d) return '';
  if (!d.open_places) return T.publishText(isoToDmy(d.date));
  return `${T.publishOpen(M.openPlaces({ open: d.open_places, gamesWithoutReferee: d.games_without_referee }), d.places)} ${T.publishEffects}`;
}

/** The games by date with Suggest, beside the referee places per division and the officials. */
function BoardGrid({ b, data }: { b: ReturnType<typeof useRefereeBoard>; data: RefereeBoard }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Button
          variant="outlined"
          sx={{ mb: 2 }}
          disabled={b.busy || !data.games.length}
          onClick={() => {
            b.reset();
            b.setSuggesting(true);
          }}
        >
          {T.suggest}
        </Button>
        {!data.games.length && <Typography>{T.noGames}</Typography>}
        <RefereeDates
          data={data}
          busy={b.busy}
          onAssign={b.onAssign}
          onPublish={(d) => {
            b.reset();
            b.setPublishing(d);
          }}
        />
      </Box>
      <Box>
        <RefereeSlotsPanel divisions={data.divisions} busy={b.busy} onSet={b.onSlots} />
        <OfficialsPanel officials={data.officials} />
      </Box>
    </Box>
  );
}

/** /staff/referee-roster: games of a range beside the officials' availability; assign, suggest and publish (decision 195). */
export function RefereeBoardPage() {
  const b = useRefereeBoard();
  if (b.options.isPending) return <PageLoading label={T.loading} />;
  if (b.options.isError) return <ErrorAlert message={errorMessage(b.options.error, T.loading)} />;
  const data = b.board.data;
  const publishing = data?.dates.find((d) => d.date === b.publishing);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <RefereeBoardFilters options={b.options.data} initial={b.initial} onShow={b.setQuery} />
      <SuccessNotice message={b.message} onClose={b.reset} />
      <RefusalAlert error={b.error ?? b.board.error} onClose={b.reset} />
      {b.query && b.board.isFetching && <PageLoading label={T.loading} />}
      {data && b.query && <BoardGrid b={b} data={data} />}
      <ConfirmDialog
        open={b.publishing !== null}
        title={T.publishTitle}
        text={publishText(publishing)}
        action={
          publishing
            ? publishing.open_places
              ? T.publishAnyway(isoToDmy(publishing.date))
              : T.publish(isoToDmy(publishing.date))
            : ''
        }
        busy={b.publish.isPending}
        error={b.publish.error}
        onCancel={() => b.setPublishing(null)}
        onConfirm={() =>
          b.query &&
          publishing &&
          b.publish.mutate(
            { season: b.query.season, date: publishing.date, open_places: publishing.open_places },
            { onSuccess: () => b.setPublishing(null) },
          )
        }
      />
      <ConfirmDialog
        open={b.suggesting}
        title={T.suggestTitle}
        text={T.suggestText}
        action={T.suggest}
        busy={b.suggest.isPending}
        error={b.suggest.error}
        onCancel={() => b.setSuggesting(false)}
        onConfirm={() => b.query && b.suggest.mutate(b.query, { onSuccess: () => b.setSuggesting(false) })}
      />
    </>
  );
}
