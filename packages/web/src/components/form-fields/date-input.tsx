import { useRef } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useFormContext } from 'react-hook-form';
import { dmyToIso, isoToDmy } from '@portal/domain/shared/time';
import { TextInput, type TextInputProps } from './text-input';

/** Apply the ##/##/#### mask to typed digits. */
export function maskDate(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4, 8)].filter(Boolean).join('/');
}

/** Yesterday as yyyy-mm-dd in the browser's time zone. */
export function yesterdayIso(now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return d.toLocaleDateString('en-CA');
}

/**
 * A date typed as dd/mm/yyyy with the spec's ##/##/#### mask, plus a calendar button that opens the
 * browser's own date picker limited to `max`: keyboard friendly and no extra bundle. The default is yesterday:
 * the rule is "Date must be before today's date" (spec 000 §5), so today itself would be refused.
 */
export function DateInput({ name, max, ...props }: TextInputProps & { max?: string }) {
  const { setValue, getValues } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const limit = max ?? yesterdayIso();
  return (
    <>
      <TextInput
        {...props}
        name={name}
        placeholder="dd/mm/yyyy"
        transform={maskDate}
        slotProps={{
          // No maxLength: maskDate keeps 8 digits of whatever is typed or pasted ("21 / 06 / 1988" too).
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Choose date"
                  edge="end"
                  onClick={() => {
                    const el = picker.current;
                    if (!el) return;
                    el.value = dmyToIso(String(getValues(name) ?? '')) ?? '';
                    el.showPicker?.();
                  }}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={picker}
        type="date"
        max={limit}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', opacity: 0, width: 0, height: 0, pointerEvents: 'none' }}
        onChange={(e) =>
          e.target.value && setValue(name, isoToDmy(e.target.value), { shouldValidate: true, shouldDirty: true })
        }
      />
    </>
  );
}
