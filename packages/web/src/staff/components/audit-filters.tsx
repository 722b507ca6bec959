import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { AUDIT_ACTIONS } from '@portal/domain/staff/audit-actions';
import { AuditFilters } from '@portal/domain/staff/staff.contract';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { DateFilterInput } from './date-filter-input';

/** Any action, then each action by its sentence (the trail filters by the stored name). */
const ACTION_OPTIONS = [
  { value: '', text: 'Any' },
  ...Object.entries(AUDIT_ACTIONS)
    .map(([value, text]) => ({ value, text }))
    .sort((a, b) => a.text.localeCompare(b.text)),
];

export const NO_AUDIT_FILTERS: AuditFilters = {
  q: '',
  action: '',
  entity: '',
  entity_id: '',
  actor: '',
  from: '',
  to: '',
};

/** The audit trail's filters: text, action, record and its id, who, and the days it runs between. */
export function AuditFiltersForm({
  initial,
  onApply,
}: {
  initial: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const form = useZodForm(AuditFilters, initial);
  const clear = () => {
    form.reset(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onApply)}
        aria-label="Filter the audit trail"
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextInput name="q" label="Text" size="small" sx={{ width: 180 }} />
        <SelectInput name="action" label="What" size="small" options={ACTION_OPTIONS} sx={{ width: 240 }} />
        <TextInput name="entity" label="Record" size="small" placeholder="member" sx={{ width: 120 }} />
        <TextInput name="entity_id" label="Record id" size="small" sx={{ width: 110 }} />
        <TextInput name="actor" label="Who (username)" size="small" sx={{ width: 160 }} />
        <DateFilterInput name="from" label="From" />
        <DateFilterInput name="to" label="To" />
        <Button type="submit" variant="contained">
          {T.search}
        </Button>
        <Button type="button" onClick={clear}>
          {T.clear}
        </Button>
      </Box>
    </FormProvider>
  );
}
