import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Container, Link, Paper, Stack, Step, StepButton, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { registrationSchema, stepFields, type RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { ErrorAlert } from '../components/feedback/error-alert';
import { TimedOverlay } from '../components/feedback/timed-overlay';
import { ApiError } from '../lib/api-client';
import { useZodForm } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { useRegister } from './accounts.api';
import { registrationDefaults, WIZARD } from './register-forms';
import { RegisterStepBody } from './register-step-body';
import { signInAndGo } from './sign-in-and-go';

const STEP_TITLES = ['Account Details', 'Personal Details', 'Contact Details', "Privacy / TC's"];
// spec 000 §9: registration overlay and redirect delay.
const OVERLAY_MS = 500;

/** The four-step vertical registration wizard shared by the three forms (spec 000 §2.3, §4). */
export function RegisterWizard({ form }: { form: RegistrationForm }) {
  const settings = useSettings();
  const rules = useMemo(() => ({ minPasswordLength: settings.minPasswordLength, autoUsername: settings.autoUsername }), [settings.minPasswordLength, settings.autoUsername]);
  const schema = useMemo(() => registrationSchema(form, rules), [form, rules]);
  const fields = useMemo(() => stepFields(form, rules), [form, rules]);
  const methods = useZodForm(schema, registrationDefaults(form) as never);
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [overlay, setOverlay] = useState<{ message: string; severity: 'success' | 'error'; token?: TokenPayload } | null>(null);
  const registerCall = useRegister();
  const wizard = WIZARD[form];

  // A field shown in error re-checks as it is typed in, so Continue comes back as soon as the step is right.
  useEffect(() => {
    const sub = methods.watch((_, { name }) => { if (name && methods.getFieldState(name as never).error) void methods.trigger(name as never); });
    return () => sub.unsubscribe();
  }, [methods]);

  const validateStep = useCallback((i: number) => methods.trigger(fields[i] as never, { shouldFocus: true }), [methods, fields]);
  const go = (i: number) => { setActive(i); setReached((r) => Math.max(r, i)); };

  const next = async () => { if (await validateStep(active)) go(active + 1); };

  // spec 000 §4: Register validates all four steps in order; the first failing one opens with the alert.
  const submit = async () => {
    setAlert(null);
    setServerErrors([]);
    for (let i = 0; i < fields.length; i++) {
      if (!(await validateStep(i))) { setActive(i); setAlert(M.generalAlert); return; }
    }
    const values = schema.parse(methods.getValues());
    const body = { ...values, agreed_to_indemnity: values.agreed_to_privacy, ...(settings.autoUsername ? { username: undefined } : {}) };
    try {
      const token = await registerCall.mutateAsync(body as never);
      setOverlay({ message: wizard.success, severity: 'success', token });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setOverlay({ message: err.message, severity: 'error' });
        methods.setError('username' as never, { type: 'server', message: err.message });
        return;
      }
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) methods.setError(field as never, { type: 'server', message });
        setServerErrors(Object.values(err.fields).length ? Object.values(err.fields) : [err.message]);
      } else {
        setServerErrors([String((err as Error)?.message ?? err)]);
      }
      setAlert(M.generalAlert);
    }
  };

  const overlayDone = useCallback(() => {
    const current = overlay;
    setOverlay(null);
    if (current?.token) {
      signInAndGo(current.token, wizard.next);
    } else if (current) {
      setActive(0);
    }
  }, [overlay, wizard.next]);

  const stepHasErrors = (fields[active] ?? []).some((f) => f in methods.formState.errors);
  const busy = registerCall.isPending || Boolean(overlay?.token);

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>{wizard.title}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {R.alreadyHaveAccount} <Link component={RouterLink} to="/login">Sign in</Link>
        </Typography>
        <FormProvider {...methods}>
          <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void (active === 3 ? submit() : next()); }}>
            <Stepper activeStep={active} orientation="vertical" nonLinear={reached >= 3}>
              {STEP_TITLES.map((title, i) => (
                <Step key={title} completed={i < reached && i !== active}>
                  {reached >= 3
                    ? <StepButton onClick={() => setActive(i)}>{title}</StepButton>
                    : <StepLabel>{title}</StepLabel>}
                  <StepContent>
                    <Box sx={{ pt: 1 }} data-step={i}>
                      <RegisterStepBody step={i} form={form} settings={settings} serverErrors={serverErrors} />
                      {i === active && stepHasErrors && form !== 'netball' && (
                        <Typography color="error" variant="body2" sx={{ mt: 2 }}>{M.stepSummary}</Typography>
                      )}
                      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                        {i > 0 && <Button onClick={() => setActive(i - 1)} disabled={busy}>Back</Button>}
                        {i < 3
                          ? <Button variant="contained" type="submit" disabled={busy || (form !== 'netball' && stepHasErrors)}>Continue</Button>
                          : <Button variant="contained" type="submit" disabled={busy}>{registerCall.isPending ? 'Registering…' : 'Register'}</Button>}
                      </Stack>
                    </Box>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
            <ErrorAlert message={alert} onClose={() => setAlert(null)} />
          </Box>
        </FormProvider>
      </Paper>
      <TimedOverlay message={overlay?.message ?? null} severity={overlay?.severity} ms={OVERLAY_MS} onDone={overlayDone} />
    </Container>
  );
}
