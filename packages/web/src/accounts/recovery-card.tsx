import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** The frame of the three recovery pages: a narrow card with a heading. */
export function RecoveryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
