import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FeedLink } from '@portal/domain/rosters/rosters.contract';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { ErrorAlert } from './feedback/error-alert';
import { errorMessage } from '../lib/api-client';

/** What a feed card says (a roster's or a family's). */
export interface FeedCardTexts {
  title: string;
  intro: string;
  none: string;
  active: (since: string) => string;
  shownOnce: string;
  create: string;
  regenerate: string;
  stop: string;
  copy: string;
  copied: string;
  subscribe: string;
  link: string;
}

/** What the card needs of a regenerate or turn-off call (a TanStack mutation). */
interface FeedCall<R> {
  mutate(variables: undefined, options?: { onSuccess?: (reply: R) => void }): void;
  isPending: boolean;
  error: Error | null;
}

export interface FeedCardProps {
  /** The heading's id, which names the card's region. */
  id: string;
  texts: FeedCardTexts;
  status: UseQueryResult<{ active: boolean; created_at: string | null }>;
  regenerate: FeedCall<FeedLink>;
  stop: FeedCall<unknown>;
}

/** The link just made, shown this once: copy it or subscribe with it. */
function ShownLink({
  link,
  texts: T,
  copied,
  onCopy,
}: {
  link: FeedLink;
  texts: FeedCardTexts;
  copied: boolean;
  onCopy: () => void;
}) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Alert severity="warning">{T.shownOnce}</Alert>
      <TextField
        label={T.link}
        value={link.webcal}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
        onFocus={(e) => e.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" startIcon={<ContentCopyIcon />} onClick={onCopy}>
          {T.copy}
        </Button>
        <Button variant="outlined" size="small" href={link.webcal}>
          {T.subscribe}
        </Button>
      </Stack>
      {copied && (
        <Typography role="status" variant="body2" color="success">
          {T.copied}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * A private calendar feed (docs/decisions/093, 253): the link holds a secret and the server keeps only its hash, so it
 * is shown once, when made; REGENERATE makes a new one (the old stops working), TURN OFF stops the feed.
 */
export function FeedCard({ id, texts: T, status, regenerate, stop }: FeedCardProps) {
  const [link, setLink] = useState<FeedLink | null>(null);
  const [copied, setCopied] = useState(false);
  const busy = regenerate.isPending || stop.isPending;
  const make = () =>
    regenerate.mutate(undefined, {
      onSuccess: (l) => {
        setLink(l);
        setCopied(false);
      },
    });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.webcal).catch(() => undefined);
    setCopied(true);
  };
  const failure = regenerate.error ?? stop.error ?? status.error;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <EventRepeatIcon fontSize="small" />
          {T.title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {T.intro}
        </Typography>
        {link && <ShownLink link={link} texts={T} copied={copied} onCopy={() => void copy()} />}
        {status.data && !link && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {status.data.active ? T.active(status.data.created_at ?? '') : T.none}
          </Typography>
        )}
        {status.data && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant={status.data.active ? 'outlined' : 'contained'} size="small" disabled={busy} onClick={make}>
              {status.data.active ? T.regenerate : T.create}
            </Button>
            {status.data.active && (
              <Button
                variant="text"
                size="small"
                color="error"
                disabled={busy}
                onClick={() => stop.mutate(undefined, { onSuccess: () => setLink(null) })}
              >
                {T.stop}
              </Button>
            )}
          </Stack>
        )}
        <ErrorAlert message={failure ? errorMessage(failure, TECHNICAL_ISSUE) : null} />
      </CardContent>
    </Card>
  );
}
