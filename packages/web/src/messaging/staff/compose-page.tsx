import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageHtml } from '@portal/domain/messaging/message-format';
import {
  CHANNELS,
  ChannelLabels,
  MESSAGE_KINDS,
  MessageKindLabels,
  type Channel,
  type MessageKind,
} from '@portal/domain/messaging/messaging';
import type { AudienceOptions } from '@portal/domain/messaging/messaging.staff.contract';
import {
  MessagingStaffMessages as M,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  MessagingStaffTexts as T,
} from '@portal/domain/messaging/messaging.staff.messages';
import { dmyToIso, formatTime } from '@portal/domain/shared/time';
import { maskDate } from '../../components/form-fields/date-input';
import { PageLoading } from '../../components/feedback/page-loading';
import { ConfirmDialog } from '../../components/staff/confirm-dialog';
import { RefusalAlert } from '../../components/staff/refusal-alert';
import { refusalOf } from '../../lib/api-client';
import { AttachmentField, type Attached } from './attachment-field';
import { AudiencePicker, audienceOf, emptyDraft, type AudienceDraft } from './audience-picker';
import { audienceOptionsQuery, previewQuery, useSendMessage } from './messages.api';
import { PreviewBox } from './preview-box';

const QUARTERS = Array.from(
  { length: 96 },
  (_v, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

/** A value that follows `value` once it has stopped changing for `ms` (the preview counts again then). */
function useSettled<V>(value: V, ms = 400): V {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value's content, not its identity
  }, [key, ms]);
  return settled;
}

/** /staff/messages/new: choose who, see how many and who is left out, write, send now or at a time (issue 43). */
export function ComposePage() {
  const options = useQuery(audienceOptionsQuery());
  if (options.isPending) return <PageLoading label={T.previewLoading} />;
  if (!options.data) return <RefusalAlert error={options.error} />;
  return <Compose options={options.data} />;
}

interface Draft {
  kind: MessageKind;
  channels: Channel[];
  subject: string;
  body: string;
  attached: Attached | null;
  when: 'now' | 'later';
  day: string;
  time: string;
}
type Fields = { draft: Draft; set: (patch: Partial<Draft>) => void; errors: Record<string, string> };

/** The compose page's state: who, what, when; the preview asked once typing settles; the send. */
function useCompose(o: AudienceOptions) {
  const navigate = useNavigate();
  const send = useSendMessage();
  const [who, setWho] = useState<AudienceDraft>({
    ...emptyDraft,
    type: o.types[0] ?? '',
    seasonId: o.seasons[0]?.id ?? '',
  });
  const [draft, setDraft] = useState<Draft>({
    kind: 'competition',
    channels: ['email', 'push'],
    subject: '',
    body: '',
    attached: null,
    when: 'now',
    day: '',
    time: '09:00',
  });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const audience = audienceOf(who);
  const sms = draft.channels.includes('sms');
  const asked = useSettled(
    audience && draft.channels.length
      ? {
          audience,
          kind: draft.kind,
          channels: draft.channels,
          subject: sms ? draft.subject : '',
          body: sms ? draft.body : '',
        }
      : null,
  );
  const preview = useQuery(previewQuery(asked));
  const refusal = refusalOf(send.error);
  const errors = { ...refusalOf(preview.error)?.fields, ...refusal?.fields };
  const submit = () => {
    if (!audience) return;
    const d = draft;
    const sendAt = d.when === 'later' ? { day: dmyToIso(d.day) ?? '', time: d.time } : null;
    const body = { audience, kind: d.kind, channels: d.channels, subject: d.subject, body: d.body, send_at: sendAt };
    send.mutate(
      { ...body, attachment_key: d.attached?.key ?? null },
      { onSuccess: (r) => void navigate(`/staff/messages/${r.id}`, { state: { notice: r.message } }) },
    );
  };
  return { who, setWho, draft, set, audience, asked, preview, errors, send, refusal, submit };
}

function Compose({ options: o }: { options: AudienceOptions }) {
  const { who, setWho, draft, set, audience, asked, preview, errors, send, refusal, submit } = useCompose(o);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {T.composeTitle}
      </Typography>
      {/* on a phone the preview comes before Send; beside the form on a wide screen */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateAreas: { xs: '"form" "preview" "send"', md: '"form preview" "send preview"' },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box
          component="form"
          id="compose-form"
          noValidate
          aria-label={T.composeTitle}
          onSubmit={(e) => {
            e.preventDefault();
            if (audience?.type === 'everyone') setConfirming(true);
            else submit();
          }}
          sx={{ gridArea: 'form', display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <AudiencePicker options={o} draft={who} onChange={setWho} errors={errors} />
          <HowFields draft={draft} set={set} errors={errors} />
          <TextFields draft={draft} set={set} errors={errors} />
          <AttachmentField
            value={draft.attached}
            onChange={(a) => set({ attached: a })}
            error={errors.attachment_key}
          />
          <WhenFields draft={draft} set={set} errors={errors} />
        </Box>
        <Box sx={{ gridArea: 'preview' }}>
          <PreviewBox preview={asked ? preview.data : undefined} loading={preview.isFetching} />
          <RefusalAlert error={preview.error && !Object.keys(errors).length ? preview.error : null} />
        </Box>
        <Box sx={{ gridArea: 'send' }}>
          <RefusalAlert error={refusal && Object.keys(refusal.fields).length ? null : send.error} />
          <Button type="submit" form="compose-form" variant="contained" disabled={!audience || send.isPending}>
            {draft.when === 'later' ? T.schedule : T.send}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={T.confirmTitle}
        text={T.confirmText(preview.data?.people ?? 0)}
        action={T.confirmAction}
        busy={send.isPending}
        error={send.error}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      />
    </>
  );
}

/** The kind of message and the ways it goes. */
function HowFields({ draft, set, errors }: Fields) {
  const toggle = (c: Channel, on: boolean) =>
    set({
      channels: on
        ? CHANNELS.filter((x) => x === c || draft.channels.includes(x))
        : draft.channels.filter((x) => x !== c),
    });
  return (
    <>
      <TextField
        select
        label={T.kind}
        value={draft.kind}
        onChange={(e) => set({ kind: e.target.value as MessageKind })}
      >
        {MESSAGE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {MessageKindLabels[k]}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup>
        <FormLabel component="legend">{T.channels}</FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {CHANNELS.map((c) => (
            <FormControlLabel
              key={c}
              label={ChannelLabels[c]}
              control={<Checkbox checked={draft.channels.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />}
            />
          ))}
        </Box>
        <FormHelperText error={!!errors.channels || !draft.channels.length}>
          {errors.channels ?? (draft.channels.length ? T.channelsHelp : M.noChannel)}
        </FormHelperText>
      </FormGroup>
    </>
  );
}

/** Subject and text, with the text as it will look. */
function TextFields({ draft, set, errors }: Fields) {
  return (
    <>
      <TextField
        label={T.subject}
        value={draft.subject}
        onChange={(e) => set({ subject: e.target.value })}
        required
        error={!!errors.subject}
        helperText={errors.subject}
        slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX } }}
      />
      <TextField
        label={T.body}
        value={draft.body}
        onChange={(e) => set({ body: e.target.value })}
        required
        multiline
        minRows={6}
        error={!!errors.body}
        helperText={errors.body ?? T.bodyHelp}
        slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX } }}
      />
      {draft.body.trim() && (
        <Paper variant="outlined" component="section" aria-labelledby="format-title" sx={{ p: 1.5 }}>
          <Typography id="format-title" variant="subtitle2" component="h2" color="text.secondary">
            {T.formatPreview}
          </Typography>
          {/* messageHtml escapes everything but its own small set of tags (domain message-format.ts) */}
          <Box sx={{ '& p': { my: 1 } }} dangerouslySetInnerHTML={{ __html: messageHtml(draft.body) }} />
        </Paper>
      )}
    </>
  );
}

/** Now, or a day typed DD/MM/YYYY and a time of day in the association's time zone. */
function WhenFields({ draft, set, errors }: Fields) {
  return (
    <>
      <FormGroup>
        <FormLabel component="legend" id="when-label">
          {T.when}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="when-label"
          value={draft.when}
          onChange={(e) => set({ when: e.target.value as 'now' })}
        >
          <FormControlLabel value="now" control={<Radio />} label={T.now} />
          <FormControlLabel value="later" control={<Radio />} label={T.later} />
        </RadioGroup>
      </FormGroup>
      {draft.when === 'later' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label={T.day}
            placeholder="dd/mm/yyyy"
            value={draft.day}
            onChange={(e) => set({ day: maskDate(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.send_at}
            helperText={errors.send_at}
            sx={{ width: 170 }}
          />
          <TextField
            select
            label={T.time}
            value={draft.time}
            onChange={(e) => set({ time: e.target.value })}
            sx={{ width: 150 }}
          >
            {QUARTERS.map((q) => (
              <MenuItem key={q} value={q}>
                {formatTime(q)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </>
  );
}
