import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { AuditFilters } from '@portal/domain/staff/staff.contract';
import { StaffTexts as T } from '@portal/domain/staff/staff.messages';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';
import { DateFilterInput } from './date-filter-input';

export const NO_AUDIT_FILTERS: AuditFilters = { q: '', action: '', entity: '', entity_id: '', actor: '', from: '', to: '' };

/** The audit trail's filters: text, action, record and its id, who, and the days it runs between. */
export function AuditFiltersForm({ initial, onApply }: { initial: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const form = useZodForm(AuditFilters, initial);
  const clear = () => { form.reset(NO_AUDIT_FILTERS); onApply(NO_AUDIT_FILTERS); };
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onApply)} aria-label="Filter the audit trail"
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextInput name="q" label="Text" size="small" sx={{ width: 180 }} />
        <TextInput name="action" label="Action" size="small" placeholder="staff.role.grant" sx={{ width: 180 }} />
        <TextInput name="entity" label="Record" size="small" placeholder="member" sx={{ width: 120 }} />
        <TextInput name="entity_id" label="Record id" size="small" sx={{ width: 110 }} />
        <TextInput name="actor" label="Who (username)" size="small" sx={{ width: 160 }} />
        <DateFilterInput name="from" label="From" />
        <DateFilterInput name="to" label="To" />
        <Button type="submit" variant="contained">{T.search}</Button>
        <Button type="button" onClick={clear}>{T.clear}</Button>
      </Box>
    </FormProvider>
  );
}
