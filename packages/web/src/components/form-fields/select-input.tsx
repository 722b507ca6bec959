import { Box, MenuItem, TextField, Typography, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';

export interface Option {
  value: string;
  text: string;
}

type SelectInputProps = Omit<TextFieldProps, 'name' | 'select'> & {
  name: string;
  options: readonly Option[];
  /**
   * A question too long for a field label (a label stays on one line and is cut off on a phone): shown as a
   * wrapping line above the select, which it names (aria-labelledby), instead of the label.
   */
  question?: string;
};

/**
 * A select bound by name; options are value/text pairs as the spec's lookup lists give them. A hint stays
 * visible under the error, so "Competition categories are male and female…" is not lost when the field errors.
 */
export function SelectInput({ name, options, helperText, question, slotProps, ...props }: SelectInputProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const questionId = question ? `question-${name}` : undefined;
  const select = (
    <TextField
      {...props}
      label={question ? undefined : props.label}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value)}
      error={Boolean(error)}
      helperText={
        error && helperText ? (
          <>
            <span>{error}</span>
            <br />
            <span>{helperText}</span>
          </>
        ) : (
          (error ?? helperText)
        )
      }
      slotProps={
        questionId ? { ...slotProps, select: { ...(slotProps?.select as object), labelId: questionId } } : slotProps
      }
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
  if (!question) return select;
  return (
    <Box>
      <Typography id={questionId} variant="body2" sx={{ mb: 0.75, color: error ? 'error.main' : 'text.secondary' }}>
        {question}
        {props.required && <span aria-hidden="true"> *</span>}
      </Typography>
      {select}
    </Box>
  );
}
