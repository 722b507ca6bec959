import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { stepFields, type RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { addChild, addChildSchema, type AddChildBody } from '@portal/domain/family/family.contract';
import { settleAnswers } from '@portal/domain/profile/member-answers';
import { ValidationMessages as M } from '@portal/domain/shared/messages';
import { call } from '../lib/api-client';
import { useServerErrors, useZodForm } from '../lib/forms';
import { queryClient } from '../lib/query-client';
import { useSettings } from '../lib/settings';
import { useWizard } from '../lib/use-wizard';
import { DEPENDENT_FIELDS, registrationDefaults, WIZARD } from './register-forms';

/** POST /api/member/family/children; the family list is read again after it (decision 246). */
function useAddChildCall() {
  return useMutation({
    mutationFn: async (body: AddChildBody) => (await call(addChild, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family'] }),
  });
}

/**
 * Adding a child (decision 246): the registration wizard's personal, contact and consent steps over the add-child
 * schema, its one state owner. A refusal opens the step of the first field in error.
 */
export function useAddChild(form: RegistrationForm) {
  const settings = useSettings();
  const schema = useMemo(() => addChildSchema(), []);
  const fields = useMemo(
    () => stepFields(form, { minPasswordLength: settings.minPasswordLength, autoUsername: true }).slice(1),
    [form, settings.minPasswordLength],
  );
  const methods = useZodForm(schema, registrationDefaults(form) as never);
  const wizard = useWizard({
    count: fields.length,
    form: methods,
    fields: (i) => fields[i] ?? [],
    dependents: DEPENDENT_FIELDS,
    freeFrom: fields.length - 1,
  });
  const errors = useServerErrors(methods, WIZARD[form].labels, {
    formAlert: M.generalAlert,
    shows: () => false,
    alertOf: (e) => ({ message: M.generalAlert, lines: [e.message] }),
  });
  const send = useAddChildCall();
  const [added, setAdded] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = async () => {
    errors.clear();
    if ((await wizard.validateAll()) >= 0) return errors.invalid();
    try {
      setAdded((await send.mutateAsync(settleAnswers(schema.parse(methods.getValues())) as AddChildBody)).message);
    } catch (err) {
      wizard.openErrors(errors.show(err));
    }
  };
  const done = useCallback(() => {
    setAdded(null);
    void navigate('/member/family');
  }, [navigate]);
  return {
    methods,
    settings,
    wizard,
    submit,
    added,
    done,
    busy: send.isPending || added !== null,
    alert: errors.alert,
    closeAlert: errors.clear,
  };
}
