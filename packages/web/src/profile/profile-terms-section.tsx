import { Alert, Box, Grid, Typography } from '@mui/material';
import { ProfileMessages } from '@portal/domain/profile/profile.messages';
import { CheckboxInput } from '../components/form-fields/checkbox-input';
import { useSettings } from '../lib/settings';
import { ProfileSection } from './profile-section';

/** The required marker of the two agreements (spec 000 §5: both required), as the other required fields show it. */
function Required({ children }: { children: string }) {
  return <>{children}<Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}> *</Box></>;
}

/**
 * spec 000 §2.3 "terms and conditions with checkboxes and subscriptions"; spec 000 §5: for under-18s the terms are
 * ticked by a parent or guardian, and the labels add "on behalf of the applicant".
 */
export function ProfileTermsSection({ adult }: { adult: boolean }) {
  const { associationName } = useSettings();
  const behalf = adult ? '' : ` ${ProfileMessages.onBehalf}`;
  return (
    <ProfileSection title="Terms and Conditions">
      <Grid size={12}>
        {!adult && <Alert severity="info" role="note" sx={{ mb: 1 }}>{ProfileMessages.guardianTerms}</Alert>}
        <Box tabIndex={0} aria-label="Terms and conditions" sx={{ maxHeight: 160, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50', borderRadius: 1, mb: 1 }}>
          <Typography variant="body2" component="p" sx={{ mb: 1 }}>
            {adult
              ? `By agreeing you accept the ${associationName} participant terms, the integrity framework, and the association's constitution and by-laws.`
              : `As the parent or guardian of the applicant, you consent to the applicant taking part in ${associationName} activities and accept, on the applicant's behalf, the participant terms, the integrity framework, and the association's constitution and by-laws.`}
          </Typography>
          <Typography variant="body2" component="p">
            The association keeps the personal information on this profile to run its competitions and contact members, and
            shares it only with the sport's governing bodies as their rules require.
          </Typography>
        </Box>
        <CheckboxInput name="agreed_to_terms" label={<Required>{`I have read and agree to the Terms and Conditions${behalf}`}</Required>} />
        <CheckboxInput name="agreed_to_privacy" label={<Required>{`I have read and agree to the Privacy Policy${behalf}`}</Required>} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>Subscriptions</Typography>
        <CheckboxInput name="subscribed_to_newsletter" label="Send me the association's newsletter" />
        <CheckboxInput name="subscribed_to_sms" label="Send me SMS updates (game changes, wet weather)" />
        <CheckboxInput name="subscribed_to_comm" label="Send me other news from the association and its partners" />
      </Grid>
    </ProfileSection>
  );
}
