import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { showsDraw } from '@portal/domain/teams/teams.rules';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { PagedTable, type Column } from '../components/data/paged-table';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { teamsQuery } from './teams.api';

/** The draw page of a team's division with the team chosen (spec 001 §2 draw route). */
const drawHref = (t: MemberTeam) => `/draw/${t.t_season_id}/${t.t_division_id}/${encodeURIComponent(t.t_name)}/`;

/** View and Draw (spec 001 §2) sit under the team's name, so a phone shows them without scrolling the table. */
function TeamCell({ team }: { team: MemberTeam }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{team.t_name}</span>
      <Stack direction="row" spacing={1}>
        <Button
          component={RouterLink}
          to={`/member/teams/team/${team.t_id}`}
          size="small"
          variant="outlined"
          aria-label={M.viewTeam(team.t_name)}
        >
          {M.view}
        </Button>
        {/* spec 001 §2: Draw only while the season is not archived and the season and division are active */}
        {showsDraw(team) && (
          <Button
            component={RouterLink}
            to={drawHref(team)}
            size="small"
            variant="outlined"
            aria-label={M.drawOf(team.t_name)}
          >
            {M.draw}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

const COLUMNS: Column<MemberTeam>[] = [
  { label: T.team, cell: (t) => <TeamCell team={t} />, text: (t) => t.t_name },
  { label: T.division, cell: (t) => t.t_division, text: (t) => t.t_division },
  { label: T.season, cell: (t) => t.t_season, text: (t) => t.t_season },
  { label: T.position, cell: (t) => t.t_function, text: (t) => t.t_function },
];

/** spec 001 §2 Teams list: searchable, 10 a page, newest team (o_date) first. */
export function TeamsListPage() {
  const teams = useQuery(teamsQuery());
  const rows = [...(teams.data ?? [])].sort((a, b) => b.o_date.localeCompare(a.o_date));
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {M.listTitle}
      </Typography>
      {teams.isPending && <PageLoading label={M.loadingTeams} />}
      {teams.isError && <ErrorAlert message={errorMessage(teams.error, TECHNICAL_ISSUE)} />}
      {teams.isSuccess && (
        <PagedTable
          rows={rows}
          columns={COLUMNS}
          rowKey={(t) => t.t_id}
          label={M.listTitle}
          empty={M.noTeams}
          noResults={M.noMatch}
          searchLabel={M.search}
        />
      )}
    </>
  );
}
