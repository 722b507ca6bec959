import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { MemberSearchQuery } from '@portal/domain/staff/member-records.contract';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

const MemberFilters = MemberSearchQuery.pick({ q: true, state: true });
export type MemberFilters = { q: string; state: '' | 'active' | 'deactivated' | 'merged' };

const STATES = [
  { value: '', text: 'Any account' },
  { value: 'active', text: 'Active' },
  { value: 'deactivated', text: 'Deactivated' },
  { value: 'merged', text: 'Merged' },
];

/** Search by name, username, email, mobile or member number, and by the account's state. */
export function MemberSearchForm({
  initial,
  onSearch,
}: {
  initial: MemberFilters;
  onSearch: (filters: MemberFilters) => void;
}) {
  const form = useZodForm(MemberFilters, initial);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={form.handleSubmit((v) => onSearch(v as MemberFilters))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextInput
          name="q"
          label="Name, username, email, mobile or member number"
          size="small"
          sx={{ width: { xs: '100%', sm: 380 } }}
          autoFocus
        />
        <SelectInput
          name="state"
          label="Account"
          options={STATES}
          size="small"
          sx={{ width: 170 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <Button type="submit" variant="contained">
          {T.search}
        </Button>
      </Box>
    </FormProvider>
  );
}
