import { Box, Button, Container, Link, Paper, Stack, Step, StepButton, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { InvitationBanner } from './invitation-banner';
import { RegisterStepBody } from './register-step-body';
import { useRegisterWizard } from './use-register-wizard';

// spec 000 §9: registration overlay and redirect delay.
const OVERLAY_MS = 500;
const LAST = R.stepTitles.length - 1;

/** The four-step vertical registration wizard shared by the three forms (spec 000 §2.3, §4). */
export function RegisterWizard({ form }: { form: RegistrationForm }) {
  const w = useRegisterWizard(form);
  // Once step 4 has been reached every step is freely clickable (spec 000 §2.3).
  const free = w.reached >= LAST;
  // The netball form's Continue is never disabled on errors (spec 000 §2.3).
  const blockOnErrors = form !== 'netball';

  return (
    // The page shell gives the side margins: on a phone every nested padding is width the fields lose.
    <Container maxWidth="sm" disableGutters sx={{ py: { xs: 0, sm: 3 } }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>{w.wizard.title}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {R.alreadyHaveAccount} <Link component={RouterLink} to="/login">{R.signIn}</Link>
        </Typography>
        <InvitationBanner {...w.invitation} />
        <FormProvider {...w.methods}>
          <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void (w.active === LAST ? w.submit() : w.next()); }}>
            <Stepper ref={w.stepFocus.ref} activeStep={w.active} orientation="vertical" nonLinear={free}>
              {R.stepTitles.map((title, i) => (
                <Step key={title} completed={i < w.reached && i !== w.active}>
                  {free ? <StepButton onClick={() => w.setActive(i)}>{title}</StepButton> : <StepLabel>{title}</StepLabel>}
                  <StepContent {...w.stepFocus.contentProps} sx={{ pl: { xs: 2, sm: 2.5 }, pr: { xs: 0, sm: 1 } }}>
                    <Box sx={{ pt: 1 }} data-step={i}>
                      <RegisterStepBody step={i} form={form} settings={w.settings} serverErrors={w.serverErrors} />
                      {i === w.active && w.firstError && blockOnErrors && (
                        <Box role="status" sx={{ mt: 2 }}>
                          <Typography color="error" variant="body2">{M.stepSummary}</Typography>
                          {/* Continue is disabled (spec 000 §2.3): a way straight to the first field in error (ours). */}
                          <Button size="small" color="error" onClick={w.firstError.show} sx={{ minHeight: 44, px: 0 }}>
                            {R.goToError(w.firstError.label)}
                          </Button>
                        </Box>
                      )}
                      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                        {i > 0 && <Button onClick={() => w.setActive(i - 1)} disabled={w.busy}>{R.back}</Button>}
                        {i < LAST
                          ? <Button variant="contained" type="submit" disabled={w.busy || (blockOnErrors && w.stepHasErrors)}>{R.continue}</Button>
                          : <Button variant="contained" type="submit" disabled={w.busy}>{w.pending ? R.registering : R.register}</Button>}
                      </Stack>
                    </Box>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
            <ErrorAlert message={w.alert} onClose={w.closeAlert} />
          </Box>
        </FormProvider>
      </Paper>
      <TimedOverlay message={w.overlay?.message ?? null} severity={w.overlay?.severity} ms={OVERLAY_MS} onDone={w.overlayDone} />
    </Container>
  );
}
