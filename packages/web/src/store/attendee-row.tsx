import { Box, Grid, Paper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { AU_STATES, DEFAULT_STATE } from '@portal/domain/profile/lookups.contract';
import { AttendeeBase, AttendeeExtra, type AttendeeInput } from '@portal/domain/store/store.contract';
import { AttendeeLabels as L, CheckoutMessages as M } from '@portal/domain/store/store.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { PersonBasics } from '../components/form-fields/person-basics';
import { SelectInput } from '../components/form-fields/select-input';
import { SuburbField } from '../components/form-fields/suburb-field';
import { TextInput } from '../components/form-fields/text-input';
import { RowButtons } from '../components/row-buttons';
import { ApiError, refusalOf } from '../lib/api-client';
import { useServerErrors, useZodForm } from '../lib/forms';
import { useCheckAttendee } from './store.api';

export type AttendeeStatus = 'new' | 'more' | 'confirmed';
export interface AttendeeEntry {
  key: number;
  status: AttendeeStatus;
  value: AttendeeInput;
  message?: string;
}

const BASE = { firstname: '', lastname: '', dob: '', gender: '' } as unknown as AttendeeInput;
const EXTRA = {
  email: '',
  mobile: '',
  address: '',
  suburb: '',
  postcode: '',
  state: DEFAULT_STATE,
  ec_fullname: '',
  ec_mobile: '',
  ec_medical: '',
};
const WithExtra = AttendeeBase.extend(AttendeeExtra.shape);

/**
 * CONFIRM Attendee (spec 002 §4, §5): the same attendee twice is refused here ('Attendee already added'); the server
 * finds the person (confirmed) or asks for more information (the row asks for the extra fields, with its words).
 */
function useAttendeeCheck({ entry, isDuplicate, onChange }: Pick<RowProps, 'entry' | 'isDuplicate' | 'onChange'>) {
  const more = entry.status === 'more' || ('more' in entry.value && entry.value.more === true);
  const form = useZodForm(more ? WithExtra : AttendeeBase, {
    ...BASE,
    ...(more ? EXTRA : {}),
    ...entry.value,
  } as never);
  const errors = useServerErrors(form, L);
  const check = useCheckAttendee();

  const confirm = form.handleSubmit((values) => {
    errors.clear();
    const attendee = { ...(values as object), more } as AttendeeInput;
    if (isDuplicate(attendee)) {
      errors.show(new ApiError(422, 'duplicate', M.attendeeAlreadyAdded));
      return;
    }
    check.mutate(attendee, {
      onSuccess: () => onChange({ ...entry, status: 'confirmed', value: attendee, message: undefined }),
      onError: (err) => {
        const refusal = refusalOf(err);
        if (refusal?.key === 'more_info')
          onChange({ ...entry, status: 'more', value: attendee, message: refusal.message });
        else errors.show(err);
      },
    });
  });
  return { more, form, errors, checking: check.isPending, confirm };
}

interface RowProps {
  entry: AttendeeEntry;
  index: number;
  isDuplicate: (value: AttendeeInput) => boolean;
  onChange: (entry: AttendeeEntry) => void;
  onRemove: () => void;
}

/**
 * spec 002 §4 Checkout attendee row: new, then CONFIRM Attendee. The server finds the person (ATTENDEE ADDED), or
 * asks for more information: the extra fields appear, the button turns red and the server's words show. The same
 * attendee twice is refused here ('Attendee already added'); a confirmed row is locked until removed.
 */
export function AttendeeRow({ entry, index, isDuplicate, onChange, onRemove }: RowProps) {
  const { more, form, errors, checking, confirm } = useAttendeeCheck({ entry, isDuplicate, onChange });
  const confirmed = entry.status === 'confirmed';

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-label={M.attendeeHeading(index + 1)}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={confirm}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {M.attendeeHeading(index + 1)}
          </Typography>
          <fieldset disabled={confirmed || checking} style={{ border: 0, padding: 0, margin: 0 }}>
            <Grid container spacing={2}>
              <PersonBasics labels={L} />
              {more && (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput name="email" type="email" label={L.email} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput name="mobile" label={L.mobile} digits={10} required fullWidth />
                  </Grid>
                  <Grid size={12}>
                    <TextInput name="address" label={L.address} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <SuburbField required />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <TextInput name="postcode" label={L.postcode} digits={4} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <SelectInput name="state" label={L.state} options={AU_STATES} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput name="ec_fullname" label={L.ec_fullname} required fullWidth />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextInput name="ec_mobile" label={L.ec_mobile} digits={10} required fullWidth />
                  </Grid>
                  <Grid size={12}>
                    <TextInput name="ec_medical" label={L.ec_medical} multiline minRows={2} fullWidth />
                  </Grid>
                </>
              )}
            </Grid>
          </fieldset>
          {entry.message && !confirmed && (
            <Typography color="error" sx={{ mt: 1 }} role="status">
              {entry.message}
            </Typography>
          )}
          {entry.status === 'new' && !checking && form.formState.isSubmitted === false && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {M.mustConfirm}
            </Typography>
          )}
          <ErrorAlert {...errors.alertProps} />
          <RowButtons
            confirmed={confirmed}
            asking={entry.status === 'more'}
            disabled={checking}
            checkLabel={M.confirmAttendee}
            doneLabel={M.attendeeAddedButton}
            removeLabel={M.removeAttendee}
            onRemove={onRemove}
          />
        </Box>
      </FormProvider>
    </Paper>
  );
}
