import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { SaveTeamBody, type MemberTeam, type TeamPlayer } from '@portal/domain/teams/teams.contract';
import { SaveTeamLabels, TeamsMessages as M, TeamsTexts as T } from '@portal/domain/teams/teams.messages';
import { addProblem, removeProblem, type TeamAccess } from '@portal/domain/teams/teams.rules';
import { CalendarSubscribeLink } from '../components/calendar-subscribe-link';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { useServerErrors, useZodForm } from '../lib/forms';
import { ConfirmDialog } from './components/confirm-dialog';
import { ForfeitDialog } from './components/forfeit-dialog';
import { InvoiceInformation } from './components/invoice-information';
import { MemberRequestDialog } from './components/member-request-dialog';
import { PlayersInformation } from './components/players-information';
import { TeamFeatures } from './components/team-features';
import { TeamInformation, type Position } from './components/team-information';
import { useRemoveTeamPlayer, useRemoveTeamPosition, useSaveTeam } from './teams.api';
import type { Notify } from './use-overlay';

type Open = null | 'forfeit' | 'member' | 'temp' | { player: TeamPlayer } | { position: Position; label: string; name: string };

const saveDefaults = (team: MemberTeam) => ({
  teamTid: team.t_id, singletColour: team.t_singlet_colour, numberColour: team.t_number_colour,
  playersNumber: team.t_players.map((p) => ({ mid: p.mid, number: p.playing_number === null ? '' : String(p.playing_number) })),
});

/**
 * spec 001 §2 Team detail of one team: the sections, the save form over colours and playing numbers, and the
 * dialogs. What a member may do comes from the domain's teamAccess, the rule the server enforces (spec 001 §4).
 * A roster change the division's limits forbid answers its spec sentence at once, without asking the server.
 */
export function TeamDetail({ team, access, notify }: { team: MemberTeam; access: TeamAccess; notify: Notify }) {
  const defaults = useMemo(() => saveDefaults(team), [team]);
  const form = useZodForm(SaveTeamBody, defaults);
  useEffect(() => { form.reset(defaults); }, [form, defaults]);
  const errors = useServerErrors(form, SaveTeamLabels);
  const save = useSaveTeam();
  const removePlayer = useRemoveTeamPlayer();
  const removePosition = useRemoveTeamPosition();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const limits = { min: team.t_division_min_players, max: team.t_division_max_players };

  const submit = form.handleSubmit((body) => {
    errors.clear();
    save.mutate(body, { onSuccess: notify.success, onError: (err) => { errors.show(err); notify.error(M.saveFailed); } });
  }, () => notify.error(M.saveFailed));
  const openIf = (problem: string | null, dialog: Open) => (problem ? notify.error(problem) : setOpen(dialog));
  const confirm = () => {
    if (open === null || typeof open === 'string') return;
    const done = { onSuccess: (m: string) => { notify.success(m); close(); }, onError: (err: unknown) => { notify.error(errorMessage(err, 'player' in open ? M.memberNotRemoved : M.positionNotRemoved)); close(); } };
    if ('player' in open) removePlayer.mutate({ teamTid: team.t_id, playerMid: open.player.mid }, done);
    else removePosition.mutate({ teamTid: team.t_id, position: open.position }, done);
  };
  const confirming = open !== null && typeof open !== 'string' ? open : null;

  return (
    <>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label={M.heading(team.t_name)}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>{M.heading(team.t_name)}</Typography>
          <CalendarSubscribeLink teamId={team.t_id} />
          <ErrorAlert {...errors.alertProps} />
          {access.canEdit && (
            <TeamFeatures saving={save.isPending} onForfeit={() => setOpen('forfeit')}
              onAddMember={() => openIf(addProblem(team.t_players.length, 1, limits), 'member')} onAddTemp={() => setOpen('temp')} />
          )}
          <TeamInformation team={team} access={access} onRemovePosition={(position, name) =>
            setOpen({ position, name, label: position === 'coach' ? T.coach : T.assistant })} />
          <PlayersInformation team={team} access={access} onRemove={(player) => openIf(removeProblem(team.t_players.length, limits), { player })} />
          {team.t_invoices.length > 0 && <InvoiceInformation invoices={team.t_invoices} />}
        </Box>
      </FormProvider>
      {access.canEdit && (
        <>
          <ForfeitDialog teamTid={team.t_id} open={open === 'forfeit'} onClose={close} notify={notify} />
          <MemberRequestDialog kind="member" team={team} open={open === 'member'} onClose={close} notify={notify} />
          <MemberRequestDialog kind="temp" team={team} open={open === 'temp'} onClose={close} notify={notify} />
          <ConfirmDialog open={confirming !== null} busy={removePlayer.isPending || removePosition.isPending} onConfirm={confirm} onClose={close}
            title={confirming && 'player' in confirming ? M.removeMemberTitle : M.removePositionTitle}
            text={!confirming ? '' : 'player' in confirming ? T.confirmRemoveMember(`${confirming.player.firstname} ${confirming.player.lastname}`)
              : T.confirmRemovePosition(confirming.label, confirming.name)} />
        </>
      )}
    </>
  );
}
