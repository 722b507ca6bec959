import { Stack } from '@mui/material';
import { VenueBody, type StaffVenue } from '@portal/domain/bookings/hire-venues.staff.contract';
import { HireAdminTexts as T } from '@portal/domain/bookings/hire-admin.messages';
import { CheckboxInput } from '../../components/form-fields/checkbox-input';
import { SelectInput } from '../../components/form-fields/select-input';
import { TextInput } from '../../components/form-fields/text-input';
import { useFormSubmit, useZodForm } from '../../lib/forms';
import { FormDialog } from '../../components/staff/form-dialog';
import { useCreateVenue, useSaveVenue } from './hire-admin.api';

const LABELS = {
  name: T.venueName,
  address: T.address,
  suburb: T.suburb,
  state: T.state,
  postcode: T.postcode,
  hire_active: T.hireActive,
};
const STATES = VenueBody.shape.state.options.map((s) => ({ value: s, text: s }));

/** Add a venue, or change one (`venue`): its name and address as the member court hire pages show them (decision 232). */
export function VenueDialog({
  venue,
  onClose,
  onDone,
}: {
  venue: StaffVenue | null;
  onClose: () => void;
  onDone: (id: number, message: string) => void;
}) {
  const form = useZodForm(VenueBody, {
    name: venue?.name ?? '',
    address: venue?.address ?? '',
    suburb: venue?.suburb ?? '',
    state: (venue?.state ?? 'NSW') as VenueBody['state'],
    postcode: venue?.postcode ?? '',
    hire_active: venue?.hire_active ?? true,
  });
  const create = useCreateVenue();
  const save = useSaveVenue();
  const { submit, alert } = useFormSubmit(
    form,
    LABELS,
    (body) => (venue ? save.mutateAsync({ venueId: venue.id, body }) : create.mutateAsync(body)),
    (done) => onDone(done.id, done.message),
  );
  return (
    <FormDialog
      open
      title={venue ? T.editVenue : T.addVenue}
      form={form}
      onSubmit={submit}
      submitLabel={T.save}
      busy={create.isPending || save.isPending}
      alert={alert}
      onClose={onClose}
    >
      <TextInput name="name" label={T.venueName} required fullWidth />
      <TextInput name="address" label={T.address} required fullWidth />
      <Stack direction="row" spacing={2}>
        <TextInput name="suburb" label={T.suburb} required fullWidth />
        <SelectInput name="state" label={T.state} options={STATES} required sx={{ minWidth: 110 }} />
        <TextInput name="postcode" label={T.postcode} required digits={4} sx={{ minWidth: 110 }} />
      </Stack>
      <CheckboxInput name="hire_active" label={T.hireActive} />
    </FormDialog>
  );
}
