import type { SxProps, Theme } from '@mui/material';
import { CONTROL } from './plain-field';

// The searchable selector's look (option-picker.tsx) inside the plain outlined frame: Material UI's Autocomplete, its
// buttons, popup and list as plain CSS on the picker's own elements.
export const pickerSx = {
  '& .picker-input': { ...CONTROL, '&:disabled': { color: 'text.disabled' } },
  '& .picker-buttons': { position: 'absolute', right: 9, top: 'calc(50% - 14px)', display: 'flex' },
  '& .picker-buttons button': {
    display: 'inline-flex',
    p: '2px',
    m: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:disabled': { color: 'action.disabled', cursor: 'default', bgcolor: 'transparent' },
  },
  // the clear button shows while the field is focused or hovered with a mouse, always on a touch screen
  '@media (pointer: fine)': {
    '& .picker-clear': { visibility: 'hidden' },
    '&:hover .picker-clear, &:focus-within .picker-clear': { visibility: 'visible' },
  },
  '& .picker-open svg': { transform: 'rotate(180deg)' },
  '& .picker-popup': {
    position: 'absolute',
    top: 'calc(100% + 2px)',
    left: 0,
    right: 0,
    zIndex: 'modal',
    overflow: 'auto',
    maxHeight: '40vh',
  },
  '& .picker-none': { color: 'text.secondary', px: 2, py: 1.5 },
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& [role="listbox"]': { py: 1 },
  '& .picker-group': {
    position: 'sticky',
    top: -8,
    zIndex: 1,
    bgcolor: 'background.paper',
    color: 'text.secondary',
    px: 2,
    lineHeight: '48px',
    fontSize: '0.875rem',
    fontWeight: 500,
  },
  '& [role="option"]': {
    display: 'flex',
    alignItems: 'center',
    minHeight: { xs: 48, sm: 'auto' },
    px: 2,
    py: '6px',
    cursor: 'pointer',
    outline: 0,
    color: 'text.primary',
    '&.Mui-focused': { bgcolor: 'action.hover' },
    '&[aria-selected="true"]': { bgcolor: 'action.selected' },
    '&[aria-disabled="true"]': { opacity: 0.38, pointerEvents: 'none' },
  },
} satisfies SxProps<Theme>;
