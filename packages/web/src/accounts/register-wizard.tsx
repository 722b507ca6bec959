import { Box, Button, Container, Link, Paper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { WizardStepper } from '../components/wizard-stepper';
import { InvitationBanner } from './invitation-banner';
import { RegisterStepBody } from './register-step-body';
import { useRegisterWizard } from './use-register-wizard';

// spec 000 §9: registration overlay and redirect delay.
const OVERLAY_MS = 500;

/** Continue is disabled on errors (spec 000 §2.3): the summary, and a way straight to the first field in error (ours). */
function StepSummary({ label, show }: { label: string; show: () => void }) {
  return (
    <Box role="status" sx={{ mt: 2 }}>
      <Typography color="error" variant="body2">
        {M.stepSummary}
      </Typography>
      <Button size="small" color="error" onClick={show} sx={{ minHeight: 44, px: 0 }}>
        {R.goToError(label)}
      </Button>
    </Box>
  );
}

/** The four-step vertical registration wizard shared by the three forms (spec 000 §2.3, §4). */
export function RegisterWizard({ form }: { form: RegistrationForm }) {
  const w = useRegisterWizard(form);
  // The netball form's Continue is never disabled on errors (spec 000 §2.3).
  const blocked = form !== 'netball' && w.firstError;
  const steps = R.stepTitles.map((title, i) => ({
    title,
    canContinue: !blocked,
    content: (
      <>
        <RegisterStepBody step={i} form={form} settings={w.settings} serverErrors={w.serverErrors} />
        {i === w.wizard.active && blocked && <StepSummary {...blocked} />}
      </>
    ),
  }));
  const register = (
    <Button
      variant="contained"
      type="submit"
      disabled={w.busy}
      onClick={(e) => {
        e.preventDefault();
        void w.submit();
      }}
    >
      {w.pending ? R.registering : R.register}
    </Button>
  );

  return (
    // The page shell gives the side margins: on a phone every nested padding is width the fields lose.
    <Container maxWidth="sm" disableGutters sx={{ py: { xs: 0, sm: 3 } }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {w.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {R.alreadyHaveAccount}{' '}
          <Link component={RouterLink} to="/login">
            {R.signIn}
          </Link>
        </Typography>
        <InvitationBanner {...w.invitation} />
        <FormProvider {...w.methods}>
          <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
            <WizardStepper wizard={w.wizard} steps={steps} labels={R} busy={w.busy} finish={register} />
            <ErrorAlert message={w.alert} onClose={w.closeAlert} />
          </Box>
        </FormProvider>
      </Paper>
      <TimedOverlay
        message={w.overlay?.message ?? null}
        severity={w.overlay?.severity}
        ms={OVERLAY_MS}
        onDone={w.overlayDone}
      />
    </Container>
  );
}
