import { useState } from 'react';
import type { z } from 'zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { ChannelLabels, type Channel } from '@portal/domain/messaging/messaging';
import type { TeamMessageStatus as StatusShape } from '@portal/domain/messaging/messaging.member.contract';
import { MemberMessagingTexts as T } from '@portal/domain/messaging/messaging.member.messages';
import { TECHNICAL_ISSUE, ValidationMessages as V } from '@portal/domain/shared/messages';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { errorMessage, refusalOf } from '../../lib/api-client';
import { teamMessageStatusQuery, useSendTeamMessage } from '../teams.api';
import type { Notify } from '../use-overlay';

type Value = [string, (v: string) => void];

/** Subject, text and the channels team messages may use, each with its problem. */
function MessageFields({
  subject: [subject, setSubject],
  body: [body, setBody],
  allowed,
  chosen,
  onToggle: toggle,
  fields,
}: {
  subject: Value;
  body: Value;
  allowed: Channel[];
  chosen: Channel[];
  onToggle: (c: Channel) => void;
  fields: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label={T.subject}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={!!fields.subject}
        helperText={fields.subject}
        required
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <TextField
        label={T.text}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={!!fields.body}
        helperText={fields.body ?? T.textHelp}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {allowed.length > 0 && (
        <FormGroup>
          <FormLabel component="legend">{T.channels}</FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {allowed.map((c) => (
              <FormControlLabel
                key={c}
                control={<Checkbox checked={chosen.includes(c)} onChange={() => toggle(c)} />}
                label={ChannelLabels[c]}
              />
            ))}
          </Stack>
          {(fields.channels ?? fields['channels.0']) && (
            <FormHelperText error>{fields.channels ?? fields['channels.0']}</FormHelperText>
          )}
        </FormGroup>
      )}
    </>
  );
}

/** How many went today, or why no more can go (off, or the day's limit reached). */
function StatusNote({ status, error }: { status: z.infer<typeof StatusShape> | undefined; error: unknown }) {
  if (error) return <ErrorAlert message={errorMessage(error, TECHNICAL_ISSUE)} />;
  if (!status) return null;
  if (!status.allowed) return <Alert severity="warning">{status.reason}</Alert>;
  return <Typography variant="body2">{T.sentToday(status.sentToday, status.perDay)}</Typography>;
}

/** The fields left blank, each with "This field is required". */
const requiredProblems = (values: Record<string, string | unknown[]>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => (typeof v === 'string' ? !v.trim() : !v.length))
      .map(([k]) => [k, V.required]),
  );

/**
 * "Message the team" (issue 43 item 2, decision 312): the team's manager, team admin or coach writes to its players
 * and the guardians of its minors, by the channels team messages may use, at most the association's number a day.
 */
export function TeamMessageDialog({
  team,
  open,
  onClose,
  notify,
}: {
  team: MemberTeam;
  open: boolean;
  onClose: () => void;
  notify: Notify;
}) {
  const status = useQuery({ ...teamMessageStatusQuery(team.t_id), enabled: open });
  const send = useSendTeamMessage(team.t_id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [channels, setChannels] = useState<Channel[] | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const allowed = status.data?.channels ?? [];
  const chosen = channels ?? allowed;
  const refusal = refusalOf(send.error);
  const fields = { ...missing, ...(refusal?.fields ?? {}) };
  const blocked = status.data && !status.data.allowed ? status.data.reason : null;

  const close = () => {
    setSubject('');
    setBody('');
    setChannels(null);
    setMissing({});
    send.reset();
    onClose();
  };
  const submit = () => {
    const problems = requiredProblems({ subject, body, channels: chosen });
    setMissing(problems);
    if (Object.keys(problems).length) return;
    send.mutate(
      { subject, body, channels: chosen },
      {
        onSuccess: (data) => {
          notify.success(data.message);
          close();
        },
      },
    );
  };
  const toggle = (c: Channel) => setChannels(chosen.includes(c) ? chosen.filter((x) => x !== c) : [...chosen, c]);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="team-message-title">
      <DialogTitle id="team-message-title">{T.teamDialogTitle(team.t_name)}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography color="textSecondary">{T.teamIntro}</Typography>
          <StatusNote status={status.data} error={status.error} />
          <MessageFields
            subject={[subject, setSubject]}
            body={[body, setBody]}
            allowed={allowed}
            chosen={chosen}
            onToggle={toggle}
            fields={fields}
          />
          <ErrorAlert message={refusal && !Object.keys(refusal.fields).length ? refusal.message : null} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={send.isPending || status.isPending || !!blocked}
          startIcon={busyIcon(send.isPending, <SendIcon />)}
        >
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
