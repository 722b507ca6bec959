import { Alert, Box, Paper, Typography } from '@mui/material';
import {
  ChannelLabels,
  SkipReasonCounts,
  SkipReasonLabels,
  type Channel,
  type SkipReason,
} from '@portal/domain/messaging/messaging';
import type { AudiencePreview } from '@portal/domain/messaging/messaging.staff.contract';
import { MessagingStaffTexts as T } from '@portal/domain/messaging/messaging.staff.messages';
import { formatCents } from '@portal/domain/shared/money';

const reasons = (skipped: Partial<Record<SkipReason, number>>) =>
  (Object.entries(skipped) as [SkipReason, number][])
    .filter(([, n]) => n > 0)
    .map(([r, n]) => SkipReasonCounts[r](n))
    .join(', ');

/** One line per channel: "231 by email, 12 left out (8 without an email address, 4 unsubscribed)". */
function channelLine(channel: Channel, c: NonNullable<AudiencePreview['by_channel'][Channel]>): string {
  const out = Object.values(c.skipped).reduce((a, b) => a + b, 0);
  const head = T.byChannel(c.sending, ChannelLabels[channel]);
  return out ? `${head}, ${T.leftOut(out)} (${reasons(c.skipped)})` : head;
}

/** Who a message reaches before it is sent (issue 43 item 1): how many, by each way, who is left out and why. */
export function PreviewBox({ preview, loading }: { preview: AudiencePreview | undefined; loading: boolean }) {
  return (
    <Paper
      component="section"
      aria-labelledby="preview-title"
      aria-busy={loading}
      variant="outlined"
      sx={{ p: 2, overflowX: 'auto' }}
    >
      <Typography id="preview-title" variant="h6" component="h2">
        {T.previewTitle}
      </Typography>
      {!preview ? (
        <Typography color="text.secondary">{loading ? T.previewLoading : T.previewPick}</Typography>
      ) : (
        <PreviewText preview={preview} />
      )}
    </Paper>
  );
}

const NAMES = 8;
/** "Amelia Anderson, Amelia Taylor, … and 12 more" */
function names(list: string[], total: number): string {
  const shown = list.slice(0, NAMES).join(', ');
  return total > NAMES ? T.andMore(shown, total - NAMES) : shown;
}

/** Who is left out of each way and why, from the first people: the names, per reason. */
function leftOut(p: AudiencePreview, channels: Channel[]) {
  const groups = new Map<string, { channel: Channel; reason: SkipReason; people: string[] }>();
  for (const s of p.sample)
    for (const c of channels) {
      const o = s.channels[c];
      if (!o || o === 'send') continue;
      const key = `${c}:${o}`;
      if (!groups.has(key)) groups.set(key, { channel: c, reason: o, people: [] });
      groups.get(key)!.people.push(s.for_name ? `${s.name} (${T.forChild(s.for_name)})` : s.name);
    }
  return [...groups.values()].map((g) => ({
    ...g,
    total: p.by_channel[g.channel]?.skipped[g.reason] ?? g.people.length,
  }));
}

function PreviewText({ preview: p }: { preview: AudiencePreview }) {
  const channels = Object.keys(p.by_channel) as Channel[];
  const out = leftOut(p, channels);
  const everyone = p.sample.map((s) => (s.for_name ? `${s.name} (${T.forChild(s.for_name)})` : s.name));
  return (
    <>
      <Typography sx={{ fontWeight: 600 }} data-testid="preview-people">
        {p.audience_label}: {T.people(p.people)}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {channels.map((c) => (
          <li key={c}>{channelLine(c, p.by_channel[c]!)}</li>
        ))}
      </Box>
      {p.sms && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {T.sms(p.sms.messages, p.sms.segments, formatCents(p.sms.cents))}
        </Alert>
      )}
      {everyone.length > 0 && (
        <Typography variant="body2" data-testid="preview-who">
          <strong>{T.who}</strong> {names(everyone, p.people)}
        </Typography>
      )}
      {out.length > 0 && (
        <Box component="ul" aria-label={T.whyLeftOut} sx={{ pl: 2.5, my: 1 }}>
          {out.map((g) => (
            <Typography component="li" variant="body2" key={`${g.channel}:${g.reason}`}>
              <strong>{T.leftOutOf(ChannelLabels[g.channel], SkipReasonLabels[g.reason])}</strong>{' '}
              {names(g.people, g.total)}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}
