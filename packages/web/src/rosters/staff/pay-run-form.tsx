import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { CreatePayRunBody } from '@portal/domain/rosters/officials-pay.contract';
import { OfficialsPayTexts as T } from '@portal/domain/rosters/officials-pay.messages';
import { addDaysIso, todayIn } from '@portal/domain/shared/time';
import { busyIcon } from '../../components/feedback/busy-icon';
import { IsoDateInput } from '../../components/form-fields/iso-date-input';
import { useZodForm } from '../../lib/forms';
import { useSettings } from '../../lib/settings';

/** The range of a new pay run (the last two weeks to start with). */
export function PayRunForm({ busy, onCreate }: { busy: boolean; onCreate: (body: CreatePayRunBody) => void }) {
  const today = todayIn(useSettings().timeZone);
  const form = useZodForm(CreatePayRunBody, { from: addDaysIso(today, -13), to: today });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label={T.create}
        noValidate
        onSubmit={form.handleSubmit(onCreate)}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', my: 1.5 }}
      >
        <IsoDateInput name="from" label={T.from} size="small" sx={{ width: 170 }} />
        <IsoDateInput name="to" label={T.to} size="small" sx={{ width: 170 }} />
        <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
          {T.create}
        </Button>
      </Box>
    </FormProvider>
  );
}
