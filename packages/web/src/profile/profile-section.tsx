import type { ReactNode } from 'react';
import { Grid, Paper, Typography } from '@mui/material';

/** One titled section of the profile form (spec 000 §2.3), laid out as a responsive grid of fields. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}
