import { useCallback, useMemo } from 'react';
import { registrationSchema, stepFields, type RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { useServerErrors, useZodForm, type ServerErrorOptions } from '../lib/forms';
import { useSettings } from '../lib/settings';
import { revealFocused } from '../lib/use-step-focus';
import { useWizard } from '../lib/use-wizard';
import { DEPENDENT_FIELDS, firstOnScreen, registrationDefaults, WIZARD } from './register-forms';
import { isConflict, useRegistration } from './use-registration';
import { useInvitation } from './use-invitation';

/**
 * spec 000 §4: a refusal opens the general alert under the steps, and step 4's "Errors:" list names every field the
 * server refused (their steps are closed) or, without field errors, says the server's message.
 */
const WIZARD_ERRORS: ServerErrorOptions = {
  formAlert: M.generalAlert,
  shows: () => false,
  alertOf: (error) => ({ message: M.generalAlert, lines: [error.message] }),
};

/** The registration wizard's one state owner (spec 000 §4): its steps (useWizard), the form, submit and its answer. */
export function useRegisterWizard(form: RegistrationForm) {
  const settings = useSettings();
  const rules = useMemo(
    () => ({ minPasswordLength: settings.minPasswordLength, autoUsername: settings.autoUsername }),
    [settings.minPasswordLength, settings.autoUsername],
  );
  const schema = useMemo(() => registrationSchema(form, rules), [form, rules]);
  const fields = useMemo(() => stepFields(form, rules), [form, rules]);
  const methods = useZodForm(schema, registrationDefaults(form) as never);
  // Once step 4 has been reached every step is freely clickable (spec 000 §2.3).
  const wizard = useWizard({
    count: fields.length,
    form: methods,
    fields: (i) => fields[i] ?? [],
    dependents: DEPENDENT_FIELDS,
    freeFrom: fields.length - 1,
  });
  const errors = useServerErrors(methods, WIZARD[form].labels, WIZARD_ERRORS);
  const invitation = useInvitation(methods as never, form);
  const { open } = wizard;
  const registration = useRegistration(
    form,
    useCallback(() => open(0, true), [open]),
  );

  // spec 000 §4: Register validates all four steps in order; the first failing one opens, its first error focused.
  const submit = async () => {
    errors.clear();
    if ((await wizard.validateAll()) >= 0) return errors.invalid();
    const refused = await registration.send(schema.parse(methods.getValues()), invitation.token);
    if (isConflict(refused)) methods.setError('username', { type: 'server', message: refused.message });
    // A field the server refused opens its step, focused (the Errors: list of step 4 names it too).
    else if (refused) wizard.openErrors(errors.show(refused));
  };

  const firstError = firstOnScreen((fields[wizard.active] ?? []).filter((f) => f in methods.formState.errors));
  return {
    methods,
    settings,
    wizard,
    invitation,
    submit,
    ...registration,
    title: WIZARD[form].title,
    alert: errors.alert?.message ?? null,
    closeAlert: errors.clear,
    serverErrors: errors.alert?.lines ?? [],
    /** The step's first field in error, and a way to show it (under the step summary when Continue is disabled). */
    firstError: firstError && {
      label: WIZARD[form].labels[firstError] ?? firstError,
      show: () => {
        methods.setFocus(firstError as never);
        revealFocused();
      },
    },
  };
}
