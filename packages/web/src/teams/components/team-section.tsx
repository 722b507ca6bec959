import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One titled section of the team detail page (spec 001 §2: Team Features, Team Information…). */
export function TeamSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 3 }, mb: 2, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
