import { Alert, Box } from '@mui/material';
import { FormProvider, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ProfileUpdateBody, type Profile } from '@portal/domain/profile/profile.contract';
import { profileFormValues } from '@portal/domain/profile/profile-form-values';
import { ProfileMessages, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { FormButtons } from '../components/form-buttons';
import { useServerErrors, useZodForm } from '../lib/forms';
import { ActingNote } from './acting-note';
import { useActingMode } from './acting-mode';
import { ProfileAddressSection } from './profile-address-section';
import { ProfileEmergencySection } from './profile-emergency-section';
import { PROFILE_ERROR_LABELS, PROFILE_ERROR_OPTIONS } from './profile-form-errors';
import { ProfileMedicalSection } from './profile-medical-section';
import { ProfileMemberSection } from './profile-member-section';
import { ProfileMembershipSection } from './profile-membership-section';
import { ProfileOtherSection } from './profile-other-section';
import { ProfileTermsSection } from './profile-terms-section';
import { useUpdateProfile } from './profile.api';
import { useGuidedFields } from './use-guided-fields';
import { useUnsavedChanges } from './unsaved-changes';

interface Props {
  profile: Profile;
  sport: string;
  adult: boolean;
  guide: boolean;
}

/**
 * spec 000 §2.3 profile form: every section, cancel and update; §4: a saved profile goes to the dashboard, which says
 * so (decision 119). Unsaved changes are not left without a question; `guide` marks the missing fields (decision 121).
 */
export function ProfileForm({ profile, sport, adult, guide }: Props) {
  // The stored profile as the form holds it, locked fields included (sent unchanged; the server compares).
  const form = useZodForm(ProfileUpdateBody, profileFormValues(profile) as DefaultValues<ProfileUpdateBody>);
  const errors = useServerErrors(form, PROFILE_ERROR_LABELS, PROFILE_ERROR_OPTIONS);
  const mutation = useUpdateProfile();
  const navigate = useNavigate();
  const toDashboard = () => void navigate('/member/account');
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  useGuidedFields(form, profile, guide);
  const mode = useActingMode(profile);
  const saved = () => {
    unsaved.leaving();
    void navigate('/member/account', { state: { saved: ProfileMessages.profileSaved } });
  };

  const submit = form.handleSubmit((values) => {
    errors.clear();
    // spec 000 §4: the update sends the profile fields and the sport from the query, lowercased.
    mutation.mutate({ ...values, sport: sport.toLowerCase() }, { onSuccess: saved, onError: errors.show });
  }, errors.invalid);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Profile">
        {/* Information, not an error: a note, so screen readers do not announce it as an alert. */}
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {ProfileMessages.lockedFieldsInfo}
        </Alert>
        <ActingNote profile={profile} mode={mode} />
        <ProfileMembershipSection profile={profile} sport={sport} />
        <ProfileMemberSection profile={profile} mode={mode} />
        <ProfileAddressSection profile={profile} mode={mode} />
        <ProfileMedicalSection />
        <ProfileEmergencySection />
        <ProfileOtherSection />
        <ProfileTermsSection adult={adult} ownConsents={mode === 'own-sign-in'} />
        <ErrorAlert {...errors.alertProps} />
        <FormButtons
          submitLabel={T.update}
          busy={mutation.isPending}
          secondaryLabel={T.cancel}
          onSecondary={toDashboard}
          align="end"
          sx={{ mt: 0, mb: 4 }}
        />
        {unsaved.dialog}
      </Box>
    </FormProvider>
  );
}
