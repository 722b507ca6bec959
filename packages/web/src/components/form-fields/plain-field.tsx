import { useId } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

const BORDER = 'rgba(0, 0, 0, 0.23)';

/**
 * A selector's current value in a read-only field drawn like Material UI's outlined one (same height, notch and label),
 * from plain elements: shown while the selector's code loads after the page has painted, and for good when it cannot
 * load (no signal). Decision 127.
 */
export function PlainField({ label, value, disabled, error, helperText, size = 'medium', sx, arrow = true }: {
  label: string; value: string; disabled?: boolean; helperText?: string;
  /** Drawn as the field's error state: label, outline and helper text in the error colour. */
  error?: boolean;
  /** A selector's arrow at the end (not on a date, whose picker has its own button). */
  arrow?: boolean;
  /** 'small' is the 40 px field of `size="small"` with `margin="none"` (the court hire toolbar's). */
  size?: 'medium' | 'small';
  /** The outer box's own sx (a toolbar's width and flex). */
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  const filled = value !== '';
  const small = size === 'small';
  const outer = small ? {} : { mt: 1, mb: 0.5 };
  return (
    // the theme's dense margin (theme.ts: MuiTextField); none for the small field
    <Box sx={[outer, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ position: 'relative', height: small ? 40 : 56, display: 'flex', alignItems: 'center', pl: '14px', pr: '32px', color: disabled ? 'text.disabled' : 'text.primary' }}>
        <Box component="label" htmlFor={id} sx={{
          position: 'absolute', left: 0, top: 0, transformOrigin: 'top left', pointerEvents: 'none', whiteSpace: 'nowrap', lineHeight: '1.4375em',
          color: disabled ? 'text.disabled' : error ? 'error.main' : 'text.secondary',
          transform: filled ? 'translate(14px, -9px) scale(0.75)' : `translate(14px, ${small ? 9 : 16}px) scale(1)`,
        }}>{label}</Box>
        <Box component="input" id={id} readOnly disabled={disabled} value={value}
          sx={{ border: 0, outline: 0, p: 0, m: 0, width: '100%', font: 'inherit', color: 'inherit', bgcolor: 'transparent', textOverflow: 'ellipsis' }} />
        {arrow && <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ position: 'absolute', right: 7, width: 24, height: 24, fill: 'currentColor', color: 'action.active', opacity: disabled ? 0.38 : 1 }}>
          <path d="M7 10l5 5 5-5z" />
        </Box>}
        <Box component="fieldset" aria-hidden sx={{
          position: 'absolute', inset: '-5px 0 0', m: 0, px: '8px', border: '1px solid', borderColor: error ? 'error.main' : BORDER, borderRadius: 1, pointerEvents: 'none', minWidth: 0, overflow: 'hidden',
        }}>
          <Box component="legend" sx={{ p: 0, height: 11, fontSize: '0.75em', visibility: 'hidden', whiteSpace: 'nowrap', maxWidth: filled ? '100%' : '0.01px', float: 'unset', width: 'auto' }}>
            <Box component="span" sx={{ px: '5px', display: 'inline-block' }}>{label}</Box>
          </Box>
        </Box>
      </Box>
      {helperText && <Typography variant="caption" component="p" color={error ? 'error' : 'textSecondary'} sx={{ mt: '3px', mx: '14px' }}>{helperText}</Typography>}
    </Box>
  );
}
