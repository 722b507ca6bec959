import type { ReactNode } from 'react';
import { Link, Portal, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { fullName, teamAccess } from '@portal/domain/teams/teams.rules';
import { ArrivalNote } from '../components/feedback/arrival-note';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { useAuth } from '../lib/auth';
import { errorMessage } from '../lib/api-client';
import { useProfile } from '../lib/member';
import { TeamDetail } from './team-detail';
import { teamsQuery } from './teams.api';
import { useOverlay } from './use-overlay';

/**
 * spec 001 §2 Team detail (/member/teams/team/:team_id): a team of the member's list, else 'No Team Data' (the
 * server never answers another member's team, so typing an id shows nothing more). `aside` (composed in app/): what
 * another area shows above the team, its game to score today (decision 340).
 */
export function TeamDetailPage({ aside }: { aside?: ReactNode }) {
  const id = Number(useParams().team_id);
  const teams = useQuery(teamsQuery());
  const profile = useProfile(useAuth().token);
  const overlay = useOverlay();
  const team = teams.data?.find((t) => t.t_id === id);
  return (
    <>
      <Link
        component={RouterLink}
        to="/member/teams"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {M.allTeams}
      </Link>
      <ArrivalNote />
      {aside}
      {(teams.isPending || profile.isPending) && <PageLoading label={T.loadingTeam} />}
      {teams.isError && <ErrorAlert message={errorMessage(teams.error, TECHNICAL_ISSUE)} />}
      {teams.isSuccess &&
        profile.isSuccess &&
        (team ? (
          <TeamDetail team={team} access={teamAccess(team, fullName(profile.data))} notify={overlay.notify} />
        ) : (
          <Typography variant="h5" component="h1" sx={{ py: 3 }}>
            {M.noTeamData}
          </Typography>
        ))}
      {/* mounted in a portal when shown, so a dialog open beneath it does not hide its alert from screen readers */}
      {overlay.props.message && (
        <Portal>
          <TimedOverlay {...overlay.props} />
        </Portal>
      )}
    </>
  );
}
