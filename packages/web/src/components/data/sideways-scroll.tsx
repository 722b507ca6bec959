import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import SwipeIcon from '@mui/icons-material/Swipe';
import { SCROLL_SIDEWAYS } from '@portal/domain/shared/messages';
import { useSidewaysOverflow } from '../../lib/use-sideways-overflow';

/**
 * A table (or the server's table markup) that may be wider than its place: when it is, a line above it says it scrolls
 * sideways, and the scroller takes the keyboard focus under `label` (decision 144; axe's scrollable-region-focusable),
 * so no column is out of sight without a hint.
 */
export function SidewaysScroll({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const { ref, overflows } = useSidewaysOverflow<HTMLDivElement>();
  return (
    <>
      {overflows && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: 2, my: 1 }}
        >
          <SwipeIcon fontSize="small" />
          {SCROLL_SIDEWAYS}
        </Typography>
      )}
      <Box
        ref={ref}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? label : undefined}
        sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Box>
    </>
  );
}
