import { Alert, Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ChannelLabels, SkipReasonLabels, type Channel, type SkipReason } from '@portal/domain/messaging/messaging';
import type { AudiencePreview } from '@portal/domain/messaging/messaging.staff.contract';
import { MessagingStaffTexts as T } from '@portal/domain/messaging/messaging.staff.messages';
import { formatCents } from '@portal/domain/shared/money';

const reasons = (skipped: Partial<Record<SkipReason, number>>) =>
  (Object.entries(skipped) as [SkipReason, number][])
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${SkipReasonLabels[r].toLowerCase()}`)
    .join(', ');

/** One line per channel: "231 by email, 12 left out (8 no email address, 4 unsubscribed)". */
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

function PreviewText({ preview: p }: { preview: AudiencePreview }) {
  const channels = Object.keys(p.by_channel) as Channel[];
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
      {p.sample.length > 0 && (
        <Table size="small" aria-label={T.firstPeople(p.sample.length)}>
          <TableHead>
            <TableRow>
              <TableCell>{T.firstPeople(p.sample.length)}</TableCell>
              {channels.map((c) => (
                <TableCell key={c}>{ChannelLabels[c]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {p.sample.map((s) => (
              <TableRow key={`${s.member_id}`}>
                <TableCell component="th" scope="row">
                  {s.name}
                  {s.for_name ? ` (${T.forChild(s.for_name)})` : ''}
                </TableCell>
                {channels.map((c) => {
                  const o = s.channels[c];
                  return <TableCell key={c}>{!o || o === 'send' ? T.willGet : SkipReasonLabels[o]}</TableCell>;
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
