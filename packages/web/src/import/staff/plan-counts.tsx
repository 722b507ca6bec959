import { Box, Paper, Typography } from '@mui/material';
import type { ImportCounts } from '@portal/domain/import/import.contract';
import { DryRunTexts as T } from '@portal/domain/import/import.staff.messages';

const SHOWN = [
  'create',
  'change',
  'same',
  'refused',
  'duplicates',
  'near',
  'holders',
  'guardianships',
  'seasons',
  'divisions',
  'teams',
  'places',
] as const satisfies readonly (keyof ImportCounts & keyof typeof T.counts)[];

/** What the dry run found, a number per kind (a list of term and count, so each reads as one line). */
export function PlanCounts({ counts }: { counts: ImportCounts }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1, m: 0 }}
    >
      {SHOWN.map((k) => (
        <Paper key={k} variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {T.counts[k]}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0 }}
            color={k === 'refused' && counts[k] ? 'error' : 'textPrimary'}
          >
            {counts[k].toLocaleString('en-AU')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
