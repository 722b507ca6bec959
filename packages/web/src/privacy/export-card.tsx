import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { z } from 'zod';
import type { ExportItem, PrivacyPerson } from '@portal/domain/privacy/privacy.contract';
import { PrivacyTexts as T } from '@portal/domain/privacy/privacy.messages';
import { TECHNICAL_ISSUE } from '@portal/domain/shared/messages';
import { formatDateTime } from '@portal/domain/shared/time';
import { ErrorAlert } from '../components/feedback/error-alert';
import { errorMessage } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { saveExport, useRequestExport } from './privacy.api';

type Person = z.infer<typeof PrivacyPerson>;
type Export = z.infer<typeof ExportItem>;

/** The link from the mail (?download=…): one button saves the file; an expired or foreign link says so. */
export function DownloadLink({ token }: { token: string }) {
  const [state, setState] = useState<{ done?: boolean; error?: string }>({});
  const save = async () => {
    try {
      await saveExport(token);
      setState({ done: true });
    } catch (err) {
      setState({ error: errorMessage(err, TECHNICAL_ISSUE) });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="download-title">
      <Typography variant="h6" component="h2" id="download-title">
        {T.downloadTitle}
      </Typography>
      <Typography color="textSecondary" gutterBottom>
        {T.downloadIntro}
      </Typography>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void save()}>
        {T.downloadButton}
      </Button>
      {state.done && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {T.downloaded}
        </Alert>
      )}
      <ErrorAlert message={state.error ?? null} />
    </Paper>
  );
}

/** "Download my data": a button per person (the member, then each child), and the downloads asked for. */
export function ExportCard({ people, exports }: { people: Person[]; exports: Export[] }) {
  const ask = useRequestExport();
  const { timeZone } = useSettings();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-labelledby="export-title">
      <Typography variant="h6" component="h2" id="export-title">
        {T.exportTitle}
      </Typography>
      <Typography color="textSecondary" gutterBottom>
        {T.exportIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {people.map((p) => (
          <Button key={p.id} variant="outlined" disabled={ask.isPending} onClick={() => ask.mutate(p.id)}>
            {T.exportButton(p.name, p.self)}
          </Button>
        ))}
      </Stack>
      {ask.isSuccess && (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          {ask.data.message}
        </Alert>
      )}
      <ErrorAlert message={ask.isError ? errorMessage(ask.error, TECHNICAL_ISSUE) : null} />
      {exports.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {T.exportsHeader}
          </Typography>
          <List dense aria-label={T.exportsHeader}>
            {exports.map((e) => (
              <ListItem key={e.id} disableGutters>
                <ListItemText
                  primary={`${e.name} — ${T.exportStatus[e.status]}`}
                  secondary={formatDateTime(e.created_at, timeZone)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
