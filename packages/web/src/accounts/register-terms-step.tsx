import { Alert, AlertTitle, Box, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { RegistrationMessages as R, TermsTexts as T } from '@portal/domain/accounts/accounts.messages';
import { isMinorOn } from '@portal/domain/accounts/accounts.rules';
import { dmyToIso, todayIn } from '@portal/domain/shared/time';
import { CheckboxInput } from '../components/form-fields/checkbox-input';

/** Step 4, Privacy / TC's: adult terms, or parent/guardian consent for a minor (spec 000 §2.3), and both agreements. */
export function RegisterTermsStep({ timeZone, serverErrors }: { timeZone: string; serverErrors: string[] }) {
  const dob = dmyToIso(String(useWatch({ name: 'dob' }) ?? ''));
  const minor = dob !== null && isMinorOn(dob, todayIn(timeZone));
  const suffix = minor ? ` ${R.minorAgreementSuffix}` : '';
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, maxHeight: 260, overflow: 'auto' }} tabIndex={0} aria-label="Terms">
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {minor ? T.minorTitle : T.adultTitle}
        </Typography>
        {(minor ? T.minor : T.adult).map((p) => (
          <Typography key={p} variant="body2" sx={{ mb: 1.5 }}>
            {p}
          </Typography>
        ))}
      </Paper>
      <Box>
        <CheckboxInput name="agreed_to_terms" label={`${T.agreeTerms}${suffix}`} />
        <CheckboxInput name="agreed_to_privacy" label={`${T.agreePrivacy}${suffix}`} />
      </Box>
      {serverErrors.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{R.errorsHeading}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {serverErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
