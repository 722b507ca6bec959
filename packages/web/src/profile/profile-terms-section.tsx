import { Alert, Box, Grid, Typography } from '@mui/material';
import { ProfileLabels as L, ProfileMessages, ProfileTexts as T } from '@portal/domain/profile/profile.messages';
import { CheckboxInput } from '../components/form-fields/checkbox-input';
import { useSettings } from '../lib/settings';
import { ProfileSection } from './profile-section';

/** The required marker of the two agreements (spec 000 §5: both required), as the other required fields show it. */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
        {' '}
        *
      </Box>
    </>
  );
}

/**
 * spec 000 §2.3 "terms and conditions with checkboxes and subscriptions"; spec 000 §5: for under-18s the terms are
 * ticked by a parent or guardian, and the labels add "on behalf of the applicant". `ownConsents`: a guardian acts for a
 * person with a sign-in of their own, whose subscriptions stay theirs (decision 258): shown, not changed.
 */
export function ProfileTermsSection({ adult, ownConsents }: { adult: boolean; ownConsents?: boolean }) {
  const { associationName } = useSettings();
  const behalf = adult ? '' : ` ${ProfileMessages.onBehalf}`;
  return (
    <ProfileSection title={T.termsSection}>
      <Grid size={12}>
        {!adult && (
          <Alert severity="info" role="note" sx={{ mb: 1 }}>
            {ProfileMessages.guardianTerms}
          </Alert>
        )}
        <Box
          tabIndex={0}
          aria-label={T.termsPanel}
          sx={{ maxHeight: 160, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50', borderRadius: 1, mb: 1 }}
        >
          <Typography variant="body2" component="p" sx={{ mb: 1 }}>
            {adult ? T.adultTerms(associationName) : T.minorTerms(associationName)}
          </Typography>
          <Typography variant="body2" component="p">
            {T.privacy}
          </Typography>
        </Box>
        <CheckboxInput name="agreed_to_terms" label={<Required>{`${L.agreed_to_terms}${behalf}`}</Required>} />
        <CheckboxInput name="agreed_to_privacy" label={<Required>{`${L.agreed_to_privacy}${behalf}`}</Required>} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {T.subscriptions}
        </Typography>
        <CheckboxInput name="subscribed_to_newsletter" label={L.subscribed_to_newsletter} disabled={ownConsents} />
        <CheckboxInput name="subscribed_to_sms" label={L.subscribed_to_sms} disabled={ownConsents} />
        <CheckboxInput name="subscribed_to_comm" label={L.subscribed_to_comm} disabled={ownConsents} />
      </Grid>
    </ProfileSection>
  );
}
