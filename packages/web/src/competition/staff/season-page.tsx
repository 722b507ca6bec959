import { useState, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { SeasonSetup } from '@portal/domain/competition/season-setup.contract';
import { SeasonSetupTexts as T } from '@portal/domain/competition/season-setup.messages';
import { isoToDmy } from '@portal/domain/shared/time';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { PageLoading } from '../../components/feedback/page-loading';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { SuccessNotice } from '../../components/staff/success-notice';
import { useStaffMe } from '../../lib/staff-me';
import { DivisionsGrid } from './divisions-grid';
import { ExceptionsList } from './exceptions-list';
import { SeasonDialogs, type Open } from './season-dialogs';
import { seasonSetupQuery } from './season-setup.api';

/** A titled part of the page with its buttons. */
function Section({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}

function SeasonHeader({ setup, onEdit }: { setup: SeasonSetup; onEdit: () => void }) {
  const s = setup.season;
  const { actions } = useStaffMe();
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', my: 1, flexWrap: 'wrap', gap: 1 }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {s.name}
        </Typography>
        <Typography color="text.secondary">
          {isoToDmy(s.starts_on)} – {s.ends_on ? isoToDmy(s.ends_on) : '…'}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onEdit}>
          {T.editSeason}
        </Button>
        {actions.includes('competition.fixtures') && (
          <Button variant="contained" component={Link} to={`/staff/seasons/${s.id}/fixtures`}>
            {T.fixtures}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** /staff/seasons/:seasonId: the season's dates, divisions (with entry terms and teams) and exception dates. */
export function SeasonPage() {
  const seasonId = Number(useParams().seasonId);
  const location = useLocation();
  const [done, setDone] = useState<string | null>((location.state as { message?: string } | null)?.message ?? null);
  const [open, setOpen] = useState<Open>(null);
  const setup = useQuery(seasonSetupQuery(seasonId));
  if (setup.isPending) return <PageLoading label={StaffTexts.loading} />;
  if (setup.isError) return <RefusalAlert error={setup.error} />;
  const s = setup.data;
  return (
    <>
      <Button component={Link} to="/staff/seasons" size="small">
        {T.backToSeasons}
      </Button>
      <SeasonHeader setup={s} onEdit={() => setOpen({ kind: 'season' })} />
      <SuccessNotice message={done} onClose={() => setDone(null)} />
      <Section
        title={T.divisions}
        actions={
          <>
            <Button onClick={() => setOpen({ kind: 'grade' })}>{T.addGrade}</Button>
            <Button onClick={() => setOpen({ kind: 'group' })}>{T.addGroup}</Button>
            <Button variant="contained" onClick={() => setOpen({ kind: 'division' })}>
              {T.addDivision}
            </Button>
          </>
        }
      >
        <DivisionsGrid
          setup={s}
          onEdit={(division) => setOpen({ kind: 'division', division })}
          onTeams={(division) => setOpen({ kind: 'teams', division })}
          onClubs={(division) => setOpen({ kind: 'clubs', division })}
        />
      </Section>
      <Section
        title={T.exceptions}
        actions={<Button onClick={() => setOpen({ kind: 'exception' })}>{T.addException}</Button>}
      >
        <ExceptionsList seasonId={seasonId} setup={s} onDone={setDone} />
      </Section>
      <SeasonDialogs
        seasonId={seasonId}
        setup={s}
        open={open}
        onClose={() => setOpen(null)}
        onDone={(m) => {
          setOpen(null);
          setDone(m);
        }}
      />
    </>
  );
}
