import type { ReactNode } from 'react';
import { CircularProgress } from '@mui/material';

/**
 * A button's start icon: a spinner while `busy` (progress shown where the eye is), else `icon`. The spinner is
 * hidden from screen readers: the button's own label and its disabled state already say what is happening.
 */
export function busyIcon(busy: boolean, icon: ReactNode = null, size: 16 | 18 = 18): ReactNode {
  return busy ? <CircularProgress size={size} color="inherit" aria-hidden /> : icon;
}
