import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import { registrationSchema, stepFields, type RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { settleAnswers } from '@portal/domain/profile/member-answers';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { ApiError } from '../lib/api-client';
import { useServerErrors, useZodForm, type ServerErrorOptions } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { revealFocused, useStepFocus } from '../lib/use-step-focus';
import { useRegister } from './accounts.api';
import { DEPENDENT_FIELDS, firstOnScreen, firstStepWith, registrationDefaults, WIZARD } from './register-forms';
import { signInAndGo } from './sign-in-and-go';
import { useInvitation } from './use-invitation';
import { rememberWelcome } from '../lib/welcome-note';

export type Overlay = { message: string; severity: 'success' | 'error'; token?: TokenPayload };

/**
 * spec 000 §4: a refusal opens the general alert under the steps, and step 4's "Errors:" list names every field the
 * server refused (their steps are closed) or, without field errors, says the server's message.
 */
const WIZARD_ERRORS: ServerErrorOptions = {
  formAlert: M.generalAlert,
  shows: () => false,
  alertOf: (error) => ({ message: M.generalAlert, lines: [error.message] }),
};

/** The registration wizard's one state owner (spec 000 §4): steps, validation, submit, overlay, redirect. */
export function useRegisterWizard(form: RegistrationForm) {
  const settings = useSettings();
  const rules = useMemo(() => ({ minPasswordLength: settings.minPasswordLength, autoUsername: settings.autoUsername }), [settings.minPasswordLength, settings.autoUsername]);
  const schema = useMemo(() => registrationSchema(form, rules), [form, rules]);
  const fields = useMemo(() => stepFields(form, rules), [form, rules]);
  const methods = useZodForm(schema, registrationDefaults(form) as never);
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const registerCall = useRegister();
  const wizard = WIZARD[form];
  const errors = useServerErrors(methods, wizard.labels, WIZARD_ERRORS);
  const invitation = useInvitation(methods as never, form);

  // A field shown in error re-checks as it is typed in, and so do the fields whose rule reads it (the confirmation
  // after the password, state of birth after the country…), so Continue comes back as soon as the step is right.
  useEffect(() => {
    const sub = methods.watch((_, { name }) => {
      if (!name) return;
      const again = [name, ...(DEPENDENT_FIELDS[name] ?? [])].filter((f) => methods.getFieldState(f as never).error);
      if (again.length) void methods.trigger(again as never);
    });
    return () => sub.unsubscribe();
  }, [methods]);

  // A field in error is focused and shown below the app bar; a step's fields exist only while it is open, so a field
  // of another step is focused once its step has opened (useStepFocus), instead of the step's first field.
  const pendingField = useRef<string | null>(null);
  const focusField = useCallback((name: string) => { methods.setFocus(name as never); revealFocused(); }, [methods]);
  const stepFocus = useStepFocus(active, () => {
    const name = pendingField.current;
    pendingField.current = null;
    if (name) focusField(name);
    return Boolean(name);
  });

  const open = useCallback((i: number, field?: string) => {
    if (i === active) { if (field) focusField(field); return; }
    pendingField.current = field ?? null;
    setActive(i);
    setReached((r) => Math.max(r, i));
  }, [active, focusField]);

  const erroredIn = (i: number) => (fields[i] ?? []).filter((f) => methods.getFieldState(f as never).error);
  const validateStep = (i: number) => methods.trigger(fields[i] as never, { shouldFocus: i === active });

  // A refused Continue focuses the step's first field in error (react-hook-form) and shows it, not under the bar.
  const next = async () => { if (await validateStep(active)) open(active + 1); else revealFocused(); };

  // spec 000 §4: Register validates all four steps in order; the first failing one opens, its first error focused.
  const submit = async () => {
    errors.clear();
    for (let i = 0; i < fields.length; i++) {
      if (!(await validateStep(i))) { open(i, firstOnScreen(erroredIn(i))); errors.invalid(); return; }
    }
    const values = schema.parse(methods.getValues());
    // spec 000 §3: agreed_to_indemnity is sent equal to the privacy agreement (settleAnswers).
    const body = settleAnswers({
      ...values, ...(settings.autoUsername ? { username: undefined } : {}),
      // a usable team invitation: the new member joins its team (decision 156)
      ...(invitation.token ? { invitation: invitation.token } : {}),
    });
    try {
      const { token, username } = await registerCall.mutateAsync(body as never);
      const message = settings.autoUsername ? `${wizard.success} ${R.yourUsername(username)}` : wizard.success;
      setOverlay({ message, severity: 'success', token });
    } catch (err) {
      failed(err);
    }
  };

  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) {
      // spec 000 §8: the conflict message in the overlay for 500 ms, then back to the username.
      setOverlay({ message: err.message, severity: 'error' });
      methods.setError('username' as never, { type: 'server', message: err.message });
      return;
    }
    const names = errors.show(err);
    const step = firstStepWith(fields, names);
    if (step >= 0 && step < fields.length - 1) open(step, firstOnScreen(names.filter((n) => fields[step]!.includes(n))));
  };

  const overlayDone = useCallback(() => {
    const current = overlay;
    setOverlay(null);
    if (current?.token) {
      rememberWelcome(form === 'manager' ? 'manager' : 'member');
      signInAndGo(current.token, wizard.next);
    }
    else if (current) open(0, 'username');
  }, [overlay, wizard.next, open, form]);

  const firstError = (fields[active] ?? []).find((f) => f in methods.formState.errors);
  const stepHasErrors = firstError !== undefined;
  const busy = registerCall.isPending || Boolean(overlay?.token);

  return {
    methods, settings, wizard, invitation, active, reached, alert: errors.alert?.message ?? null, closeAlert: errors.clear,
    serverErrors: errors.alert?.lines ?? [], overlay, overlayDone,
    next, submit, setActive: open, stepHasErrors, busy, pending: registerCall.isPending, stepFocus,
    /** The step's first field in error, and a way to show it (under the step summary when Continue is disabled). */
    firstError: firstError && { label: wizard.labels[firstError] ?? firstError, show: () => focusField(firstError) },
  };
}
