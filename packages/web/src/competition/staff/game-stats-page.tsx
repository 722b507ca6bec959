import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { GameStats } from '@portal/domain/competition/stats.staff.contract';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { PageLoading } from '../../components/feedback/page-loading';
import { errorMessage, refusalOf } from '../../lib/api-client';
import { gameStatsQuery, useSaveStats } from './results.staff.api';
import { StatsImport } from './stats-import';
import { StatsTeamTable } from './stats-team-table';
import { useStatLines } from './use-stat-lines';

/** /staff/results/games/:gameId/stats: the player stat lines of one game (spec 001 §3), typed in or imported as CSV. */
export function GameStatsPage() {
  const gameId = Number(useParams().gameId);
  const stats = useQuery(gameStatsQuery(gameId));
  const navigate = useNavigate();
  // kept above the form: a save loads the lines again, which starts the form afresh
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        {T.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {T.statsTitle}
      </Typography>
      {stats.isPending && <PageLoading label={T.loading} />}
      {stats.isError && <ErrorAlert message={errorMessage(stats.error, T.loading)} />}
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {stats.data && <StatsForm key={stats.dataUpdatedAt} stats={stats.data} onDone={setNotice} />}
    </>
  );
}

function StatsForm({ stats, onDone }: { stats: GameStats; onDone: (message: string | null) => void }) {
  const { counts, set, body } = useStatLines(stats);
  const save = useSaveStats();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    onDone(null);
    save.mutate({ gameId: stats.game_id, body: body() }, { onSuccess: onDone });
  };
  const refused = refusalOf(save.error)?.lines ?? [];
  return (
    <>
      <Typography
        sx={{ mb: 2 }}
      >{`${stats.division} · ${isoToDmy(stats.date)} · ${stats.teams.map((t) => t.team).join(' v ')}`}</Typography>
      <StatsImport gameId={stats.game_id} onDone={onDone} />
      <Box component="form" noValidate onSubmit={submit}>
        {stats.teams.map((t) => (
          <StatsTeamTable key={t.team_id} team={t} counts={counts} onCount={set} />
        ))}
        {save.isError && <ErrorAlert message={errorMessage(save.error, T.loading)} lines={refused} />}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? T.saving : T.saveStats}
        </Button>
      </Box>
    </>
  );
}
