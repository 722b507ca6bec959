import { useId } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormControlProps,
  type OutlinedInputProps,
  type TextFieldProps,
} from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export type TextInputProps = Omit<TextFieldProps, 'name'> & {
  name: string;
  /** Keep only digits and cut at this length (phone, mobile, postcode, BSB…). */
  digits?: number;
  /** Rewrite what is typed (masks such as ##/##/####). */
  transform?: (value: string) => string;
  /** Stop typing at the schema's maximum length (domain MEMBER_MAX_LENGTH and the like). */
  maxLength?: number;
};

/**
 * Keep the digits of what was typed or pasted, then cut at `max`: "0412 345 678" is the mobile 0412345678 and
 * "062-145" the BSB 062145. (An HTML maxLength would cut the pasted text before the spaces and dashes go.)
 */
export function keepDigits(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/**
 * A MUI outlined text field bound to the surrounding react-hook-form by name; its error shows beneath it. It is
 * built from the parts TextField renders (FormControl, InputLabel, OutlinedInput, FormHelperText), with the same ids
 * and ARIA: TextField also imports Select with its menu and popover, which a form of text fields never opens, and
 * which made the login page's JavaScript a sixth larger (decision 137).
 */
export function TextInput({
  name,
  digits,
  transform,
  maxLength,
  helperText,
  slotProps,
  label,
  id: idOverride,
  type,
  autoComplete,
  autoFocus,
  placeholder,
  multiline,
  minRows,
  rows,
  maxRows,
  ...control
}: TextInputProps) {
  const { control: form } = useFormContext();
  const { field, fieldState } = useController({ name, control: form });
  const generated = useId();
  const id = idOverride ?? generated;
  const helper = fieldState.error?.message ?? helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  return (
    <FormControl {...(control as FormControlProps)} error={Boolean(fieldState.error)}>
      {label && (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...(slotProps?.input as OutlinedInputProps)}
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => {
          const raw = e.target.value;
          field.onChange(transform ? transform(raw) : digits ? keepDigits(raw, digits) : raw);
        }}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={multiline}
        minRows={minRows}
        rows={rows}
        maxRows={maxRows}
        inputProps={{
          'aria-describedby': helperId,
          // No maxLength for digit fields: keepDigits cuts after removing spaces and dashes.
          ...(digits ? { inputMode: 'numeric' } : { maxLength }),
          ...(slotProps?.htmlInput as object),
        }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
