import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import type { MemberListRow } from '@portal/domain/staff/member-records.contract';
import { RoleTexts as T } from '@portal/domain/staff/staff.messages';
import { memberSearchQuery } from '../members.api';

const label = (m: MemberListRow) =>
  `${`${m.firstname} ${m.lastname}`.trim() || m.username} (${m.username}, No. ${m.id})`;

/** A member found by part of their name, username, email or number (the member search, as it is typed), bound to a username. */
export function MemberPicker({ name }: { name: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MemberListRow | null>(null);
  const found = useQuery({
    ...memberSearchQuery({ q: text.trim(), state: 'active', pageSize: 10, sort: 'lastname' }),
    enabled: text.trim().length >= 2,
  });
  return (
    <Autocomplete
      options={found.data?.rows ?? []}
      value={chosen}
      loading={found.isFetching}
      filterOptions={(o) => o}
      sx={{ width: { xs: '100%', sm: 340 } }}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={text.trim().length >= 2 ? T.noMember : T.typeMore}
      renderOption={({ key, ...props }, m) => (
        <li key={key} {...props}>
          {label(m)}
          {m.email ? ` · ${m.email}` : ''}
        </li>
      )}
      onInputChange={(_e, v) => setText(v)}
      onChange={(_e, m) => {
        setChosen(m);
        field.onChange(m?.username ?? '');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={T.member}
          required
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? T.memberHint}
        />
      )}
    />
  );
}
