import { Stack } from '@mui/material';
import { SelectInput, type Option } from '../../components/form-fields/select-input';

export interface Choice {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
}

/** A step of the booking dialog made of selects bound to its form by name (sport; type and option; court). */
export function ChoiceStep({ choices, note }: { choices: readonly Choice[]; note?: string | null }) {
  return (
    <Stack spacing={1}>
      {choices.map((c) => (
        <SelectInput
          key={c.name}
          name={c.name}
          label={c.label}
          options={c.options}
          required={c.required}
          helperText={note && c === choices.at(-1) ? note : undefined}
        />
      ))}
    </Stack>
  );
}
