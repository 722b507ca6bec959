import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { MemberMessagingTexts } from '@portal/domain/messaging/messaging.member.messages';
import { FormProvider } from 'react-hook-form';
import type { InvitedPlayer } from '@portal/domain/teams/invitations.contract';
import { SaveTeamBody, type MemberTeam, type TeamPlayer } from '@portal/domain/teams/teams.contract';
import {
  InvitationMessages as IM,
  SaveTeamLabels,
  TeamsMessages as M,
  TeamsTexts as T,
} from '@portal/domain/teams/teams.messages';
import {
  addProblem,
  mayMessageTeam,
  removeProblem,
  rosterSize,
  type TeamAccess,
} from '@portal/domain/teams/teams.rules';
import { CalendarSubscribeLink } from '../components/calendar-subscribe-link';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { useServerErrors, useZodForm } from '../lib/forms';
import { ConfirmDialog } from '../components/staff/confirm-dialog';
import { ForfeitDialog } from './components/forfeit-dialog';
import { InvoiceInformation } from './components/invoice-information';
import { MemberRequestDialog } from './components/member-request-dialog';
import { PlayersInformation } from './components/players-information';
import { TeamFeatures } from './components/team-features';
import { TeamInformation, type Position } from './components/team-information';
import { TeamMessageDialog } from './components/team-message-dialog';
import { HeldBackAlert } from './components/trust-notes';
import { useRemoveInvitation, useRemoveTeamPlayer, useRemoveTeamPosition, useSaveTeam } from './teams.api';
import type { Notify } from './use-overlay';

type Open =
  | null
  | 'forfeit'
  | 'member'
  | 'temp'
  | { player: TeamPlayer }
  | { invited: InvitedPlayer }
  | { position: Position; label: string; name: string };
type Confirming = Exclude<Open, null | string>;

/** What the confirm dialog says for a removal: the member, an invitation (decision 154), or a position. */
function confirmTexts(c: Confirming | null): { title: string; text: string; failed: string } {
  if (!c) return { title: '', text: '', failed: '' };
  if ('player' in c)
    return {
      title: M.removeMemberTitle,
      text: T.confirmRemoveMember(`${c.player.firstname} ${c.player.lastname}`),
      failed: M.memberNotRemoved,
    };
  if ('invited' in c)
    return {
      title: IM.withdrawTitle,
      text: IM.confirmWithdraw(`${c.invited.firstname} ${c.invited.lastname}`),
      failed: IM.notWithdrawn,
    };
  return { title: M.removePositionTitle, text: T.confirmRemovePosition(c.label, c.name), failed: M.positionNotRemoved };
}

const saveDefaults = (team: MemberTeam) => ({
  teamTid: team.t_id,
  singletColour: team.t_singlet_colour,
  numberColour: team.t_number_colour,
  playersNumber: team.t_players.map((p) => ({
    mid: p.mid,
    number: p.playing_number === null ? '' : String(p.playing_number),
  })),
});

/** The removal the confirm dialog asks about (a member, an invitation or a position), and its call. */
function useRemoval(team: MemberTeam, open: Open, close: () => void, notify: Notify) {
  const removePlayer = useRemoveTeamPlayer();
  const removePosition = useRemoveTeamPosition();
  const removeInvitation = useRemoveInvitation();
  const confirming = open !== null && typeof open !== 'string' ? open : null;
  const texts = confirmTexts(confirming);
  const confirm = () => {
    if (!confirming) return;
    const done = {
      onSuccess: (m: string) => {
        notify.success(m);
        close();
      },
      onError: (err: unknown) => {
        notify.error(errorMessage(err, texts.failed));
        close();
      },
    };
    if ('player' in confirming) removePlayer.mutate({ teamTid: team.t_id, playerMid: confirming.player.mid }, done);
    else if ('invited' in confirming)
      removeInvitation.mutate({ teamTid: team.t_id, invitation: confirming.invited.invitation }, done);
    else removePosition.mutate({ teamTid: team.t_id, position: confirming.position }, done);
  };
  const busy = removePlayer.isPending || removePosition.isPending || removeInvitation.isPending;
  return { confirming, texts, confirm, busy };
}

/** The dialogs of a member who may edit the team: forfeit, the two requests, and the removal's confirm. */
function TeamDialogs({
  team,
  open,
  close,
  notify,
  removal,
}: {
  team: MemberTeam;
  open: Open;
  close: () => void;
  notify: Notify;
  removal: ReturnType<typeof useRemoval>;
}) {
  return (
    <>
      <ForfeitDialog teamTid={team.t_id} open={open === 'forfeit'} onClose={close} notify={notify} />
      <MemberRequestDialog kind="member" team={team} open={open === 'member'} onClose={close} notify={notify} />
      <MemberRequestDialog kind="temp" team={team} open={open === 'temp'} onClose={close} notify={notify} />
      <ConfirmDialog
        open={removal.confirming !== null}
        busy={removal.busy}
        destructive
        onConfirm={removal.confirm}
        onCancel={close}
        title={removal.texts.title}
        text={removal.texts.text}
        action={T.confirm}
      />
    </>
  );
}

/**
 * spec 001 §2 Team detail of one team: the sections, the save form over colours and playing numbers, and the
 * dialogs. What a member may do comes from the domain's teamAccess, the rule the server enforces (spec 001 §4).
 * A roster change the division's limits forbid answers its spec sentence at once, without asking the server.
 */
export function TeamDetail({ team, access, notify }: { team: MemberTeam; access: TeamAccess; notify: Notify }) {
  const defaults = useMemo(() => saveDefaults(team), [team]);
  const form = useZodForm(SaveTeamBody, defaults);
  useEffect(() => {
    form.reset(defaults);
  }, [form, defaults]);
  const errors = useServerErrors(form, SaveTeamLabels);
  const save = useSaveTeam();
  const [open, setOpen] = useState<Open>(null);
  const [messaging, setMessaging] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const removal = useRemoval(team, open, close, notify);
  const limits = { min: team.t_division_min_players, max: team.t_division_max_players };

  const submit = form.handleSubmit(
    (body) => {
      errors.clear();
      save.mutate(body, {
        onSuccess: notify.success,
        onError: (err) => {
          errors.show(err);
          notify.error(M.saveFailed);
        },
      });
    },
    () => notify.error(M.saveFailed),
  );
  const openIf = (problem: string | null, dialog: Open) => (problem ? notify.error(problem) : setOpen(dialog));

  return (
    <>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label={M.heading(team.t_name)}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}>
            {M.heading(team.t_name)}
          </Typography>
          <CalendarSubscribeLink teamId={team.t_id} />
          {mayMessageTeam(team, access) && (
            <Button variant="outlined" startIcon={<ForumIcon />} onClick={() => setMessaging(true)} sx={{ mt: 1 }}>
              {MemberMessagingTexts.teamAction}
            </Button>
          )}
          <HeldBackAlert team={team} />
          <ErrorAlert {...errors.alertProps} />
          {access.canEdit && (
            <TeamFeatures
              saving={save.isPending}
              onForfeit={() => setOpen('forfeit')}
              onAddMember={() => openIf(addProblem(rosterSize(team), 1, limits), 'member')}
              onAddTemp={() => setOpen('temp')}
            />
          )}
          <TeamInformation
            team={team}
            access={access}
            onRemovePosition={(position, name) =>
              setOpen({ position, name, label: position === 'coach' ? T.coach : T.assistant })
            }
          />
          <PlayersInformation
            team={team}
            access={access}
            onRemove={(player) => openIf(removeProblem(rosterSize(team), limits), { player })}
            onWithdraw={(invited) => openIf(removeProblem(rosterSize(team), limits), { invited })}
          />
          {team.t_invoices.length > 0 && <InvoiceInformation invoices={team.t_invoices} />}
        </Box>
      </FormProvider>
      {access.canEdit && <TeamDialogs team={team} open={open} close={close} notify={notify} removal={removal} />}
      {mayMessageTeam(team, access) && (
        <TeamMessageDialog team={team} open={messaging} onClose={() => setMessaging(false)} notify={notify} />
      )}
    </>
  );
}
