import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProfileUpdateBody, type Profile } from '@portal/domain/profile/profile.contract';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { ApiError } from '../lib/api-client';
import { applyServerErrors, useZodForm } from '../lib/forms';
import { ProfileAddressSection } from './profile-address-section';
import { ProfileEmergencySection } from './profile-emergency-section';
import { ProfileMedicalSection } from './profile-medical-section';
import { ProfileMemberSection } from './profile-member-section';
import { ProfileMembershipSection } from './profile-membership-section';
import { ProfileOtherSection } from './profile-other-section';
import { ProfileTermsSection } from './profile-terms-section';
import { useUpdateProfile } from './profile.api';

/** The form's starting values: the stored profile, locked fields included (sent unchanged; the server compares). */
function defaultsOf(p: Profile) {
  const { username, firstname, lastname, dob, gender, prefname, middlename, email, mobile, phone, workphone, address, suburb,
    postcode, state, job, job_title, school, skills, height, weight, ec_fullname, ec_mobile, ec_fullname_2, ec_mobile_2, ec_medical,
    disability, disabilitytype, identifygender, countrybirth, statebirth, aboriginal, agreed_to_terms, agreed_to_privacy,
    subscribed_to_newsletter, subscribed_to_sms, subscribed_to_comm } = p;
  return {
    username, firstname, lastname, dob: dob ?? '', gender, prefname, middlename, email, mobile, phone, workphone, address, suburb,
    postcode, state: state as never, job, job_title, school, skills, height, weight, ec_fullname, ec_mobile, ec_fullname_2, ec_mobile_2, ec_medical,
    disability: disability as never, disabilitytype: disabilitytype as never, identifygender: identifygender as never,
    countrybirth, statebirth, aboriginal: aboriginal as never, agreed_to_terms, agreed_to_privacy,
    subscribed_to_newsletter, subscribed_to_sms, subscribed_to_comm, profilephoto: undefined,
  };
}

/** spec 000 §2.3 profile form: every section, cancel and update; §4: a saved profile goes to the dashboard. */
export function ProfileForm({ profile, sport, adult }: { profile: Profile; sport: string; adult: boolean }) {
  const form = useZodForm(ProfileUpdateBody, defaultsOf(profile));
  const mutation = useUpdateProfile();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (values) => {
      setAlert(null);
      // spec 000 §4: the update sends the profile fields and the sport from the query, lowercased.
      mutation.mutate({ ...values, sport: sport.toLowerCase() as never }, {
        onSuccess: () => void navigate('/member/account'),
        onError: (err) => {
          applyServerErrors(form, err);
          setAlert(err instanceof ApiError && err.status !== 422 ? err.message : ProfileMessages.formError);
        },
      });
    },
    () => setAlert(ProfileMessages.formError),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
        <Alert severity="info" sx={{ mb: 2 }}>{ProfileMessages.lockedFieldsInfo}</Alert>
        <ProfileMembershipSection profile={profile} sport={sport} />
        <ProfileMemberSection profile={profile} />
        <ProfileAddressSection />
        <ProfileMedicalSection />
        <ProfileEmergencySection />
        <ProfileOtherSection />
        <ProfileTermsSection adult={adult} />
        <ErrorAlert message={alert} onClose={() => setAlert(null)} />
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
