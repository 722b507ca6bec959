import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { InvitedPlayer } from '@portal/domain/teams/invitations.contract';
import type { MemberTeam, TeamPlayer } from '@portal/domain/teams/teams.contract';
import { TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import type { TeamAccess } from '@portal/domain/teams/teams.rules';
import { TextInput } from '../../components/form-fields/text-input';
import { InvitedPlayers } from './invited-players';
import { PlayerCards, type PlayerColumn } from './player-cards';
import { TempPlayers } from './temp-players';
import { TeamSection } from './team-section';

interface Col extends PlayerColumn {
  show: boolean;
  wrap?: boolean;
}

const name = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;

function Attendance({ player, qual }: { player: TeamPlayer; qual: number }) {
  if (player.attendance === null) return <>–</>;
  const below = qual > 0 && player.attendance < qual;
  return (
    <Typography
      component="span"
      variant="body2"
      color={below ? 'error' : undefined}
      title={below ? T.belowQualification(qual) : undefined}
    >
      {player.attendance}
    </Typography>
  );
}

/** The columns a viewer sees (spec 001 §4): numbers editable by editors, season columns while open, contacts for staff. */
function columns(team: MemberTeam, access: TeamAccess): Col[] {
  const all: Col[] = [
    {
      label: T.playingNumber,
      show: true,
      cell: (p, i) =>
        access.canEdit ? (
          <TextInput
            name={`playersNumber.${i}.number`}
            digits={3}
            size="small"
            sx={{ width: 72 }}
            slotProps={{ htmlInput: { 'aria-label': `${T.playingNumber}: ${name(p)}` } }}
          />
        ) : (
          (p.playing_number ?? '–')
        ),
    },
    {
      label: T.attendance,
      show: access.showsSeasonColumns,
      cell: (p) => <Attendance player={p} qual={team.t_division_qual} />,
    },
    {
      label: T.expiry,
      show: access.showsSeasonColumns,
      cell: (p) =>
        p.expiry ? (
          <Typography component="span" variant="body2" color={p.expired ? 'error' : undefined}>
            {p.expiry}
            {p.expired ? ` (${T.expired})` : ''}
          </Typography>
        ) : (
          '–'
        ),
    },
    { label: T.email, show: access.seesContacts, wrap: true, cell: (p) => p.email ?? '' },
    { label: T.dob, show: access.seesContacts, cell: (p) => p.dob ?? '' },
    { label: T.mobile, show: access.seesContacts, cell: (p) => p.mobile ?? '' },
  ];
  return all.filter((c) => c.show);
}

/**
 * spec 001 §2, §4 Players Information: a table on a wide screen, a card per player on a phone; Remove for editors;
 * players invited to register (decision 154) and temporary members of coming games follow.
 */
export function PlayersInformation({
  team,
  access,
  onRemove,
  onWithdraw,
}: {
  team: MemberTeam;
  access: TeamAccess;
  onRemove: (player: TeamPlayer) => void;
  onWithdraw: (invited: InvitedPlayer) => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const cols = columns(team, access);
  const action: PlayerColumn | undefined = access.canEdit
    ? {
        label: T.actions,
        cell: (p) => (
          <Button size="small" color="error" onClick={() => onRemove(p)} aria-label={T.removeMember(name(p))}>
            {T.remove}
          </Button>
        ),
      }
    : undefined;
  const all: Col[] = [
    { label: T.name, show: true, cell: (p) => name(p) },
    ...cols,
    ...(action ? [{ ...action, show: true }] : []),
  ];
  return (
    <TeamSection title={M.playersInformation}>
      {!team.t_players.length && <Typography>{T.noPlayers}</Typography>}
      {team.t_players.length > 0 && phone && <PlayerCards players={team.t_players} columns={cols} action={action} />}
      {team.t_players.length > 0 && !phone && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={M.playersInformation}>
            <TableHead>
              <TableRow>
                {all.map((c) => (
                  <TableCell key={c.label} sx={{ whiteSpace: 'nowrap', px: 1 }}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {team.t_players.map((p, i) => (
                <TableRow key={p.mid}>
                  {all.map((c) => (
                    <TableCell
                      key={c.label}
                      sx={{
                        px: 1,
                        ...(c.wrap ? { overflowWrap: 'anywhere', minWidth: 140 } : { whiteSpace: 'nowrap' }),
                      }}
                    >
                      {c.cell(p, i)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <InvitedPlayers invited={team.t_invited} onWithdraw={access.canEdit ? onWithdraw : undefined} />
      <TempPlayers temps={team.t_temp_players} />
    </TeamSection>
  );
}
