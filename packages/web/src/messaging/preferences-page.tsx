import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  CHANNELS,
  ChannelLabels,
  isTransactional,
  MESSAGE_KINDS,
  MessageKindLabels,
} from '@portal/domain/messaging/messaging';
import { MemberMessagingTexts as T } from '@portal/domain/messaging/messaging.member.messages';
import { preferenceProblems, type Preferences } from '@portal/domain/messaging/preferences';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { busyIcon } from '../components/feedback/busy-icon';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PageLoading } from '../components/feedback/page-loading';
import { visuallyHidden } from '../components/visually-hidden';
import { errorMessage, refusalOf } from '../lib/api-client';
import { preferencesQuery, useSavePreferences } from './messaging.api';
import { PushToggle } from './push-toggle';

type Kind = (typeof MESSAGE_KINDS)[number];
type Ch = (typeof CHANNELS)[number];

/** The kinds × channels grid of checkboxes, each kind's problem under its name. */
function PreferencesGrid({
  prefs,
  hasMobile,
  problems: fieldProblems,
  onToggle: toggle,
}: {
  prefs: Preferences;
  hasMobile: boolean;
  problems: Record<string, string>;
  onToggle: (kind: Kind, channel: Ch) => void;
}) {
  return (
    <Table size="small" aria-label={T.preferencesTitle} sx={{ mt: 2, '& td, & th': { px: { xs: 0.5, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {T.kindHeader}
            </Box>
          </TableCell>
          {CHANNELS.map((c) => (
            <TableCell key={c} align="center" sx={{ fontWeight: 600 }}>
              {ChannelLabels[c]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {MESSAGE_KINDS.map((kind) => (
          <TableRow key={kind}>
            <TableCell component="th" scope="row">
              {MessageKindLabels[kind]}
              {fieldProblems[kind] && (
                <Typography color="error" variant="body2" role="alert">
                  {fieldProblems[kind]}
                </Typography>
              )}
            </TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                <Checkbox
                  checked={prefs[kind][channel]}
                  disabled={channel === 'sms' && !hasMobile && !prefs[kind][channel]}
                  onChange={() => toggle(kind, channel)}
                  slotProps={{
                    input: { 'aria-label': `${MessageKindLabels[kind]}: ${ChannelLabels[channel]}` },
                  }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /member/messages/preferences (ours, issue 43 item 4; decision 312): each kind of message by each channel. The
 * transactional kind may change channel but never be all off (the domain's rule, which the server also applies);
 * SMS needs a mobile number on the profile. A guardian's choices cover their children.
 */
export function PreferencesPage() {
  const query = useQuery(preferencesQuery());
  const save = useSavePreferences();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data) setPrefs(query.data.preferences);
  }, [query.data]);
  const hasMobile = query.data?.hasMobile ?? false;
  const problems = prefs ? preferenceProblems(prefs, hasMobile) : {};
  const refusal = refusalOf(save.error);
  const fieldProblems = { ...problems, ...(refusal?.fields ?? {}) };

  const toggle = (kind: Kind, channel: Ch) => {
    setSaved(false);
    setPrefs((p) => (p ? { ...p, [kind]: { ...p[kind], [channel]: !p[kind][channel] } } : p));
  };
  const submit = () => {
    if (!prefs || Object.keys(problems).length) return;
    save.mutate(prefs, { onSuccess: () => setSaved(true) });
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 24, sm: 32 } }}>
        {T.preferencesTitle}
      </Typography>
      <Link component={RouterLink} to="/member/messages">
        {T.back}
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mt: 2 }}>
        <Typography color="textSecondary">{T.preferencesIntro}</Typography>
        {query.isPending && <PageLoading />}
        {query.isError && <ErrorAlert message={errorMessage(query.error, TECHNICAL_ISSUE)} />}
        {prefs && (
          <>
            <PreferencesGrid prefs={prefs} hasMobile={hasMobile} problems={fieldProblems} onToggle={toggle} />
            <Stack sx={{ gap: 1, mt: 2 }}>
              {MESSAGE_KINDS.some(isTransactional) && (
                <Typography variant="body2" color="textSecondary">
                  {T.transactionalNote}
                </Typography>
              )}
              {!hasMobile && (
                <Typography variant="body2">
                  {T.needsMobile}{' '}
                  <Link component={RouterLink} to="/member/profile">
                    {T.addMobile}
                  </Link>
                </Typography>
              )}
            </Stack>
            <ErrorAlert message={refusal && !Object.keys(refusal.fields).length ? refusal.message : null} />
            {saved && (
              <Alert severity="success" sx={{ mt: 2 }}>
                {T.preferencesSaved}
              </Alert>
            )}
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={save.isPending || Object.keys(problems).length > 0}
              startIcon={busyIcon(save.isPending)}
              onClick={submit}
            >
              {T.savePreferences}
            </Button>
          </>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mt: 2 }}>
        <PushToggle />
      </Paper>
    </>
  );
}
