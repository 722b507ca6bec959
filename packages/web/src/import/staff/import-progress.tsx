import { Box, LinearProgress, Typography } from '@mui/material';
import type { ImportSummary } from '@portal/domain/import/import.contract';
import { ImportJobTexts as T } from '@portal/domain/import/import.staff.messages';

/** How far the job is, as a bar with its value and "1,240 of 20,000"; the page polls the import while it runs. */
export function ImportProgress({ summary }: { summary: ImportSummary }) {
  const { done, total } = summary.progress;
  const value = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text = T.progress(done, total);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={T.progressLabel}
        aria-valuetext={text}
        sx={{ height: 10, borderRadius: 1 }}
      />
      <Typography role="status" sx={{ mt: 1 }}>
        {text}
      </Typography>
      {summary.status === 'running' && (
        <Typography variant="body2" color="textSecondary">
          {T.reloadSafe}
        </Typography>
      )}
    </Box>
  );
}
