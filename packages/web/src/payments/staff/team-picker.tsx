import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import type { TeamChoice } from '@portal/domain/payments/invoices.staff.contract';
import { InvoiceStaffTexts as T } from '@portal/domain/payments/invoices.staff.messages';
import { invoiceTeamsQuery } from './money-staff.api';

const label = (t: TeamChoice) => `${t.name} (${t.division}, ${t.season})`;

/** A team found by part of its name (invoiceTeams, searched on the server as it is typed), bound to a team id. */
export function TeamPicker({ name }: { name: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TeamChoice | null>(null);
  const teams = useQuery({ ...invoiceTeamsQuery(text), enabled: text.trim().length >= 2 });
  return (
    <Autocomplete
      options={teams.data ?? []}
      value={chosen}
      loading={teams.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, v) => setText(v)}
      onChange={(_e, t) => {
        setChosen(t);
        field.onChange(t?.id ?? null);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.teamSearch}
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? T.teamHint}
        />
      )}
    />
  );
}
