import { useState } from 'react';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { messageHtml } from '@portal/domain/messaging/message-format';
import { messageAttachment } from '@portal/domain/messaging/messaging.member.contract';
import { MemberMessagingTexts as T } from '@portal/domain/messaging/messaging.member.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { callBlob, errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { messageQuery } from './messaging.api';

/** The attachment, fetched with the member's token (it is theirs only) and handed to the browser to save. */
function AttachmentButton({ id }: { id: number }) {
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const blob = await callBlob(messageAttachment, { params: { id } });
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: `attachment-${id}` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setError(errorMessage(err, TECHNICAL_ISSUE));
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => void download()} sx={{ mt: 2 }}>
        {T.attachment}
      </Button>
      <ErrorAlert message={error} />
    </>
  );
}

/** /member/messages/message/:id (decision 312): one message, its body through the domain's safe renderer. */
export function MessagePage() {
  const id = Number(useParams().id);
  const message = useQuery({ ...messageQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const { timeZone } = useSettings();
  const m = message.data;
  return (
    <>
      <Link
        component={RouterLink}
        to="/member/messages"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {T.back}
      </Link>
      {message.isPending && <PageLoading />}
      {message.isError && <ErrorAlert message={errorMessage(message.error, TECHNICAL_ISSUE)} />}
      {m && (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 22, sm: 28 }, overflowWrap: 'anywhere' }}>
            {m.subject}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <Typography color="textSecondary">{`${m.from} · ${formatDateTime(m.sentAt, timeZone)}`}</Typography>
            {m.forName && <Chip size="small" variant="outlined" label={T.forChild(m.forName)} />}
          </Stack>
          {/* The domain's renderer escapes everything and makes only paragraphs, lists, bold, italic and http(s) links. */}
          <Box
            sx={{ mt: 2, overflowWrap: 'anywhere', '& p': { mt: 0, mb: 1.5 } }}
            dangerouslySetInnerHTML={{ __html: messageHtml(m.body) }}
          />
          {m.attachment && <AttachmentButton id={m.id} />}
        </Paper>
      )}
    </>
  );
}
