import { useState } from 'react';
import {
  Button,
  Chip,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { MemberMessagingTexts as T } from '@portal/domain/messaging/messaging.member.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { messagesQuery } from './messaging.api';

/**
 * /member/messages (ours, issue 43 item 6; decision 312): every message sent to the member and to their children,
 * newest first, 20 a page; an unread one is marked, and opening one marks it read.
 */
export function MessagesPage() {
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const list = useQuery(messagesQuery(before));
  const { timeZone } = useSettings();
  const data = list.data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.messagesTitle}
      </Typography>
      <Link component={RouterLink} to="/member/messages/preferences">
        {T.preferencesLink}
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mt: 2 }}>
        <Typography color="textSecondary" sx={{ px: { xs: 1, sm: 2 } }}>
          {T.messagesIntro}
        </Typography>
        {list.isPending && <PageLoading />}
        {list.isError && <ErrorAlert message={errorMessage(list.error, TECHNICAL_ISSUE)} />}
        {data && !data.messages.length && <Typography sx={{ p: 2 }}>{T.noMessages}</Typography>}
        {data && data.messages.length > 0 && (
          <List aria-label={T.messagesTitle}>
            {data.messages.map((m) => (
              <ListItem key={m.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/member/messages/message/${m.id}`}>
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography component="span" sx={{ fontWeight: m.read ? 400 : 700, overflowWrap: 'anywhere' }}>
                          {m.subject}
                        </Typography>
                        {!m.read && <Chip size="small" color="primary" label={T.unread} />}
                        {m.forName && <Chip size="small" variant="outlined" label={T.forChild(m.forName)} />}
                      </Stack>
                    }
                    secondary={`${m.from} · ${formatDateTime(m.sentAt, timeZone)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" sx={{ gap: 1, px: { xs: 1, sm: 2 }, pb: 1 }}>
          {cursors.length > 1 && (
            <Button variant="outlined" onClick={() => setCursors((c) => c.slice(0, -1))}>
              {T.newer}
            </Button>
          )}
          {data?.more && (
            <Button variant="outlined" onClick={() => setCursors((c) => [...c, data.messages.at(-1)!.id])}>
              {T.older}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
