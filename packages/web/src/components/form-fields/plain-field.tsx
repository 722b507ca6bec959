import { useId, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

const BORDER = 'rgba(0, 0, 0, 0.23)';

export interface FieldFrameProps {
  label: string;
  disabled?: boolean;
  helperText?: string;
  /** Drawn as the field's error state: label, outline and helper text in the error colour. */
  error?: boolean;
  /** A selector's arrow at the end (not on a date, whose picker has its own button). */
  arrow?: boolean;
  /** 'small' is the 40 px field of `size="small"` with `margin="none"` (the court hire toolbar's). */
  size?: 'medium' | 'small';
  /** The outer box's own sx (a toolbar's width and flex). */
  sx?: SxProps<Theme>;
}

const LIFTED = 'translate(14px, -9px) scale(0.75)';

/** The frame's label, lifted into the notch when the field is filled. */
function FrameLabel({
  id,
  label,
  filled,
  disabled,
  error,
  small,
  live,
}: {
  id: string;
  label: string;
  filled: boolean;
  disabled?: boolean;
  error?: boolean;
  small: boolean;
  live?: boolean;
}) {
  const moves = live ? { transition: 'color 200ms, transform 200ms' } : {};
  return (
    <Box
      component="label"
      id={`${id}-label`}
      htmlFor={id}
      sx={{
        position: 'absolute',
        left: 0,
        top: 0,
        zIndex: 1,
        transformOrigin: 'top left',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        lineHeight: '1.4375em',
        ...moves,
        color: disabled ? 'text.disabled' : error ? 'error.main' : 'text.secondary',
        transform: filled ? LIFTED : `translate(14px, ${small ? 9 : 16}px) scale(1)`,
      }}
    >
      {label}
    </Box>
  );
}

/** A selector's arrow at the end of the frame. */
function FrameArrow({ disabled }: { disabled?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{
        position: 'absolute',
        right: 7,
        width: 24,
        height: 24,
        fill: 'currentColor',
        color: 'action.active',
        opacity: disabled ? 0.38 : 1,
        pointerEvents: 'none',
      }}
    >
      <path d="M7 10l5 5 5-5z" />
    </Box>
  );
}

/** The outline, with the notch (a hidden copy of the label) that opens when the label lifts. */
function FrameOutline({
  label,
  filled,
  error,
  live,
}: {
  label: string;
  filled: boolean;
  error?: boolean;
  live?: boolean;
}) {
  return (
    <Box
      component="fieldset"
      aria-hidden
      sx={{
        position: 'absolute',
        inset: '-5px 0 0',
        m: 0,
        px: '8px',
        border: '1px solid',
        borderColor: error ? 'error.main' : BORDER,
        borderRadius: 1,
        pointerEvents: 'none',
        minWidth: 0,
        overflow: 'hidden',
      }}
    >
      <Box
        component="legend"
        sx={{
          p: 0,
          height: 11,
          fontSize: '0.75em',
          visibility: 'hidden',
          whiteSpace: 'nowrap',
          maxWidth: filled ? '100%' : '0.01px',
          float: 'unset',
          width: 'auto',
          ...(live ? { transition: 'max-width 100ms' } : {}),
        }}
      >
        <Box component="span" sx={{ px: '5px', display: 'inline-block' }}>
          {label}
        </Box>
      </Box>
    </Box>
  );
}

/** The hover and focus outlines of a field one can use. */
function focusStyles(live: boolean | undefined, disabled: boolean | undefined, error: boolean | undefined) {
  if (!live || disabled) return {};
  return {
    '&:hover > fieldset': { borderColor: 'text.primary' },
    '&:focus-within > fieldset': { borderColor: error ? 'error.main' : 'primary.main', borderWidth: 2 },
    '&:focus-within > label': { color: error ? 'error.main' : 'primary.main', transform: LIFTED },
    '&:focus-within > fieldset > legend': { maxWidth: '100%' },
  };
}

/**
 * Material UI's outlined field (same height, notch, label and helper text) drawn from plain elements around `control`,
 * which gets the field's id and the helper text's id; the label's id is `${id}-label`. `live` adds the hover and focus
 * outlines of a field one can use, and on focus lifts an empty field's label into the notch.
 */
export function FieldFrame({
  label,
  filled,
  disabled,
  error,
  helperText,
  size = 'medium',
  sx,
  arrow = true,
  live,
  control,
  id: givenId,
  rootProps,
  endWidth = 32,
}: FieldFrameProps & {
  filled: boolean;
  live?: boolean;
  control: (ids: { id: string; helperId?: string }) => ReactNode;
  /** The control's id when something else (a hook) names it. */
  id?: string;
  /** Props of the box around label, control and outline (a combobox's key and mouse handlers). */
  rootProps?: HTMLAttributes<HTMLDivElement>;
  /** Room kept at the end for the arrow or buttons, in px. */
  endWidth?: number;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = helperText ? `${id}-helper` : undefined;
  const small = size === 'small';
  const outer = small ? {} : { mt: 1, mb: 0.5 };
  return (
    // the theme's dense margin (theme.ts: MuiTextField); none for the small field
    <Box sx={[outer, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        {...rootProps}
        sx={{
          position: 'relative',
          height: small ? 40 : 56,
          display: 'flex',
          alignItems: 'center',
          pl: '14px',
          pr: `${endWidth}px`,
          color: disabled ? 'text.disabled' : 'text.primary',
          ...focusStyles(live, disabled, error),
        }}
      >
        <FrameLabel {...{ id, label, filled, disabled, error, small, live }} />
        {control({ id, helperId })}
        {arrow && <FrameArrow disabled={disabled} />}
        <FrameOutline label={label} filled={filled} error={error} live={live} />
      </Box>
      {helperText && (
        <Typography
          id={helperId}
          variant="caption"
          component="p"
          color={error ? 'error' : 'textSecondary'}
          sx={{ mt: '3px', mx: '14px' }}
        >
          {helperText}
        </Typography>
      )}
    </Box>
  );
}

/** A bare input or select filling the frame's line. */
export const CONTROL = {
  border: 0,
  outline: 0,
  p: 0,
  m: 0,
  width: '100%',
  font: 'inherit',
  color: 'inherit',
  bgcolor: 'transparent',
  textOverflow: 'ellipsis',
};

/**
 * A selector's current value in a read-only field drawn like Material UI's outlined one, from plain elements: shown
 * while the selector's code loads after the page has painted, and for good when it cannot load (no signal). Decision 127.
 */
export function PlainField({ value, ...frame }: FieldFrameProps & { value: string }) {
  return (
    <FieldFrame
      {...frame}
      filled={value !== ''}
      control={({ id, helperId }) => (
        <Box
          component="input"
          id={id}
          readOnly
          disabled={frame.disabled}
          value={value}
          aria-describedby={helperId}
          sx={CONTROL}
        />
      )}
    />
  );
}

export interface PlainSelectProps<V extends string | number> extends Omit<FieldFrameProps, 'arrow'> {
  options: { value: V; label: string }[];
  /** A value no option has (none chosen yet) shows an empty field. */
  value: V | null;
  onChange: (value: V) => void;
}

/**
 * A short fixed list (season, round) as the browser's own select, drawn like the outlined field: the phone's own
 * picker, keyboard and screen reader support for nothing, and no code to load before it works (decision 140).
 */
export function PlainSelect<V extends string | number>({ options, value, onChange, ...frame }: PlainSelectProps<V>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <FieldFrame
      {...frame}
      live
      filled={index >= 0 && options[index]!.label !== ''}
      control={({ id, helperId }) => (
        <Box
          component="select"
          id={id}
          disabled={frame.disabled}
          value={index >= 0 ? String(value) : ''}
          aria-describedby={helperId}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => {
            const o = options.find((x) => String(x.value) === e.target.value);
            if (o) onChange(o.value);
          }}
          sx={{
            ...CONTROL,
            appearance: 'none',
            position: 'absolute',
            inset: 0,
            pl: '14px',
            pr: '32px',
            borderRadius: 1,
            cursor: frame.disabled ? 'default' : 'pointer',
          }}
        >
          {index < 0 && <option value="" disabled hidden />}
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </Box>
      )}
    />
  );
}
