import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { FormProvider, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProfileUpdateBody, type Profile } from '@portal/domain/profile/profile.contract';
import { profileFormValues } from '@portal/domain/profile/profile-form-values';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, useZodForm } from '../lib/forms';
import { ProfileAddressSection } from './profile-address-section';
import { ProfileEmergencySection } from './profile-emergency-section';
import { offScreenErrors } from './profile-form-errors';
import { ProfileMedicalSection } from './profile-medical-section';
import { ProfileMemberSection } from './profile-member-section';
import { ProfileMembershipSection } from './profile-membership-section';
import { ProfileOtherSection } from './profile-other-section';
import { ProfileTermsSection } from './profile-terms-section';
import { useUpdateProfile } from './profile.api';

type Alerting = { title?: string; message: string } | null;

/** spec 000 §2.3 profile form: every section, cancel and update; §4: a saved profile goes to the dashboard. */
export function ProfileForm({ profile, sport, adult }: { profile: Profile; sport: string; adult: boolean }) {
  // The stored profile as the form holds it, locked fields included (sent unchanged; the server compares).
  const form = useZodForm(ProfileUpdateBody, profileFormValues(profile) as DefaultValues<ProfileUpdateBody>);
  const mutation = useUpdateProfile();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<Alerting>(null);

  const onServerError = (err: Error) => {
    applyServerErrors(form, err);
    if (err instanceof ApiError && err.status !== 422) return setAlert({ message: err.message });
    const hidden = err instanceof ApiError ? offScreenErrors(err.fields, form.getValues()) : [];
    setAlert(hidden.length ? { title: ProfileMessages.formError, message: hidden.join(' ') } : { message: ProfileMessages.formError });
  };

  const submit = form.handleSubmit(
    (values) => {
      setAlert(null);
      // spec 000 §4: the update sends the profile fields and the sport from the query, lowercased.
      mutation.mutate({ ...values, sport: sport.toLowerCase() }, {
        onSuccess: () => void navigate('/member/account'),
        onError: onServerError,
      });
    },
    () => setAlert({ message: ProfileMessages.formError }),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
        {/* Information, not an error: a note, so screen readers do not announce it as an alert. */}
        <Alert severity="info" role="note" sx={{ mb: 2 }}>{ProfileMessages.lockedFieldsInfo}</Alert>
        <ProfileMembershipSection profile={profile} sport={sport} />
        <ProfileMemberSection profile={profile} />
        <ProfileAddressSection />
        <ProfileMedicalSection />
        <ProfileEmergencySection />
        <ProfileOtherSection />
        <ProfileTermsSection adult={adult} />
        <ErrorAlert title={alert?.title} message={alert?.message} onClose={() => setAlert(null)} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mb: 4 }}>
          <Button variant="outlined" onClick={() => void navigate('/member/account')} disabled={mutation.isPending}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}
            startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" /> : null}>
            Update
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
