import type { ReactNode } from 'react';
import { Grid } from '@mui/material';

/** A grid cell for one profile field: full width on phones, half from small screens up. */
export function ProfileCell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <Grid size={wide ? 12 : { xs: 12, sm: 6 }}>{children}</Grid>;
}
