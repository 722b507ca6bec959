import { useState } from 'react';
import { Box, Button, Container, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { FamilyMessages as F } from '@portal/domain/family/family.messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { WizardStepper } from '../components/wizard-stepper';
import { RegisterStepBody } from './register-step-body';
import { useAddChild } from './use-add-child';

const SPORTS = [
  { form: 'member', text: 'Basketball' },
  { form: 'netball', text: 'Netball' },
] as const;
type Form = (typeof SPORTS)[number]['form'];

/** The registration's personal, contact and consent steps for a child (decision 246). */
function AddChildWizard({ form }: { form: Form }) {
  const w = useAddChild(form);
  const steps = R.stepTitles.slice(1).map((title, i) => ({
    title,
    content: <RegisterStepBody step={i + 1} form={form} settings={w.settings} serverErrors={w.alert?.lines ?? []} />,
  }));
  const finish = (
    <Button
      variant="contained"
      type="submit"
      disabled={w.busy}
      onClick={(e) => {
        e.preventDefault();
        void w.submit();
      }}
    >
      {F.addChild}
    </Button>
  );
  return (
    <FormProvider {...w.methods}>
      <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <WizardStepper wizard={w.wizard} steps={steps} labels={R} busy={w.busy} finish={finish} />
        <ErrorAlert message={w.alert?.message} onClose={w.closeAlert} />
      </Box>
      <TimedOverlay message={w.added} ms={1500} onDone={w.done} />
    </FormProvider>
  );
}

/** /member/family/add (decision 246): a child's registration, without a sign-in of their own. */
export function AddChildPage() {
  const [form, setForm] = useState<Form>('member');
  return (
    <Container maxWidth="sm" disableGutters>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {F.addChildTitle}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {F.addChildIntro}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={form}
          onChange={(_e, v: Form | null) => v && setForm(v)}
          aria-label={F.sport}
          sx={{ mb: 2 }}
        >
          {SPORTS.map((s) => (
            <ToggleButton key={s.form} value={s.form} sx={{ minHeight: 44 }}>
              {s.text}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <AddChildWizard key={form} form={form} />
      </Paper>
    </Container>
  );
}
