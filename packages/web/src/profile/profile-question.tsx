import { Typography } from '@mui/material';
import { SelectInput, type Option } from '../components/form-fields/select-input';

/**
 * A required choice whose question is too long for a field label (a label stays on one line and is cut off on a
 * phone): the question is a wrapping line above the select, and names it (aria-labelledby).
 */
export function ProfileQuestion({ name, question, options, helperText }: { name: string; question: string; options: readonly Option[]; helperText?: string }) {
  const id = `question-${name}`;
  return (
    <>
      <Typography id={id} variant="body2" sx={{ display: 'block', mt: 1, mb: 0.5, color: 'text.secondary' }}>
        {question}<span aria-hidden="true"> *</span>
      </Typography>
      <SelectInput name={name} options={options} required helperText={helperText} margin="none" sx={{ mb: 0.5 }}
        slotProps={{ select: { labelId: id } }} />
    </>
  );
}
