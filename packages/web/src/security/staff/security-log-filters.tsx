import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { SECURITY_EVENT_KINDS, SecurityEventLabels } from '@portal/domain/security/security-events';
import { SecurityLogFilters } from '@portal/domain/security/security-log.contract';
import { SecurityLogTexts as T } from '@portal/domain/security/security-log.messages';
import { StaffTexts } from '@portal/domain/staff/staff.messages';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

const KIND_OPTIONS = [
  { value: '', text: T.any },
  ...SECURITY_EVENT_KINDS.map((k) => ({ value: k, text: SecurityEventLabels[k] })),
];

export const NO_LOG_FILTERS: SecurityLogFilters = { kind: '', person: '', ip: '', from: '', to: '' };

const day = { size: 'small', slotProps: { inputLabel: { shrink: true } }, sx: { width: 170 } } as const;

/** The log's filters: what happened, who, from which address, and the days it runs between (dd/mm/yyyy). */
export function SecurityLogFiltersForm({ onApply }: { onApply: (filters: SecurityLogFilters) => void }) {
  const form = useZodForm(SecurityLogFilters, NO_LOG_FILTERS);
  const clear = () => {
    form.reset(NO_LOG_FILTERS);
    onApply(NO_LOG_FILTERS);
  };
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onApply)}
        aria-label={T.filterLabel}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <SelectInput name="kind" label={T.kind} size="small" options={KIND_OPTIONS} sx={{ width: 230 }} />
        <TextInput name="person" label={T.person} size="small" sx={{ width: 220 }} />
        <TextInput name="ip" label={T.address} size="small" sx={{ width: 150 }} />
        <IsoDateInput name="from" label={T.from} {...day} />
        <IsoDateInput name="to" label={T.to} {...day} />
        <Button type="submit" variant="contained">
          {StaffTexts.search}
        </Button>
        <Button type="button" onClick={clear}>
          {StaffTexts.clear}
        </Button>
      </Box>
    </FormProvider>
  );
}
