import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ResultsTexts as T } from '@portal/domain/competition/results.staff.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { ErrorAlert } from '../../components/feedback/error-alert';
import { errorMessage, refusalOf } from '../../lib/api-client';
import { useImportStats } from './results.staff.api';

/** A CSV file of the game's stat lines: nothing is written when a line is wrong, and every wrong line is listed. */
export function StatsImport({ gameId, onDone }: { gameId: number; onDone: (message: string | null) => void }) {
  const upload = useImportStats();
  const [file, setFile] = useState<File | null>(null);
  const send = async () => {
    if (!file) return;
    onDone(null); // the last save's message goes, so the one that follows is this import's
    upload.mutate({ gameId, csv: await file.text() }, { onSuccess: onDone });
  };
  const lines = (refusalOf(upload.error)?.fields.csv ?? '').split('\n').filter(Boolean);
  return (
    <Box sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {T.csvHelp}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {file ? file.name : T.chooseCsv}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={T.chooseCsv}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button
          variant="contained"
          disabled={!file || upload.isPending}
          startIcon={busyIcon(upload.isPending)}
          onClick={() => void send()}
        >
          {T.importCsv}
        </Button>
      </Box>
      {upload.isError && <ErrorAlert message={errorMessage(upload.error, T.loading)} lines={lines} />}
    </Box>
  );
}
