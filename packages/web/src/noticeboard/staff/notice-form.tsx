import { Box, Button } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { NoticeBody } from '@portal/domain/noticeboard/noticeboard.staff.contract';
import { NoticeboardStaffTexts as S, NoticeboardTexts as T } from '@portal/domain/noticeboard/noticeboard.messages';
import { busyIcon } from '../../components/feedback/busy-icon';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useZodForm } from '../../lib/forms';

const GENDERS = [
  { value: '', text: '—' },
  { value: 'Male', text: 'Male' },
  { value: 'Female', text: 'Female' },
];
const EMPTY = {
  section: '',
  section_order: 0,
  firstname: '',
  surname: '',
  gender: '',
  email: '',
  competition: '',
  comment: '',
} as const;

/** A new noticeboard row: its section and spec 002 §3's fields. */
export function NoticeForm({ busy, onAdd }: { busy: boolean; onAdd: (body: NoticeBody, done: () => void) => void }) {
  const form = useZodForm(NoticeBody, EMPTY as never);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label={S.add}
        noValidate
        onSubmit={form.handleSubmit((v) => onAdd(v, () => form.reset(EMPTY as never)))}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', my: 1.5 }}
      >
        <TextInput name="section" label={S.section} size="small" sx={{ width: 220 }} />
        <TextInput name="firstname" label={T.firstname} size="small" sx={{ width: 150 }} />
        <TextInput name="surname" label={T.surname} size="small" sx={{ width: 150 }} />
        <SelectInput
          name="gender"
          label={T.gender}
          options={GENDERS}
          size="small"
          sx={{ width: 120 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        />
        <TextInput name="email" label={T.email} size="small" sx={{ width: 220 }} />
        <TextInput name="competition" label={T.competition} size="small" sx={{ width: 180 }} />
        <TextInput name="comment" label={T.comment} size="small" sx={{ width: 300 }} />
        <Button type="submit" variant="contained" disabled={busy} startIcon={busyIcon(busy)}>
          {S.add}
        </Button>
      </Box>
    </FormProvider>
  );
}
