import { useMemo, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DivisionOption, PayTeamNominationReply } from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import type { EntrantFlags } from '@portal/domain/nomination/nomination.rules';
import { STEP_FIELDS } from '@portal/domain/nomination/team-nomination-body';
import type { Profile } from '@portal/domain/profile/profile.contract';
import { PAYMENT_SUCCESS } from '@portal/domain/shared/payment-outcome';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { refusalOf, type Refusal } from '../lib/api-client';
import { useZodForm } from '../lib/forms';
import { arrivalState } from '../lib/arrival';
import { useWizard } from '../lib/use-wizard';
import { usePayTeamNomination } from './nomination.api';
import {
  copyTeamInto,
  factsOf,
  nominationDefaults,
  nominationSchema,
  stepNames,
  type NominationValues,
} from './nomination-form';
import { useTeamChoice } from './use-team-choice';

/** spec 001 §4: from step 6 (Note) on, every step is directly editable. */
export const FREE_FROM = 5;
/** spec 001 §9: error overlays show for 2 seconds. */
export const ERROR_MS = 2000;

/** The nomination wizard's one state owner (spec 001 §4): its steps (useWizard), the chosen division, and paying. */
export function useNominationWizard(profile: Profile) {
  const flags: EntrantFlags = useMemo(
    () => ({ sk_tm: profile.sk_tm, sk_tm_val: profile.sk_tm_val }),
    [profile.sk_tm, profile.sk_tm_val],
  );
  const [option, setOption] = useState<DivisionOption | null>(null);
  const schema = useMemo(() => nominationSchema(factsOf(option), flags), [option, flags]);
  const methods = useZodForm(schema, nominationDefaults(profile));
  const form = methods as unknown as UseFormReturn<NominationValues>;
  const wizard = useWizard({
    count: STEP_FIELDS.length,
    form,
    fields: (i) => stepNames(i, form.getValues('players')),
    freeFrom: FREE_FROM,
  });
  const team = useTeamChoice(form, flags, setOption);
  const [alert, setAlert] = useState<string | null>(null);
  const payCall = usePayTeamNomination();
  const navigate = useNavigate();

  /** spec 001 §4: copying a team fills its players as confirmed and copied, and opens step 2. */
  const copyTeam = (t: MemberTeam) => {
    copyTeamInto(form, t);
    wizard.open(1);
  };

  /** spec 001 §4: the final submit checks steps 2 to 8 in order and opens the first that fails. */
  const checkAll = async (): Promise<string | null> => {
    setAlert(null);
    if ((await wizard.validateAll(1)) < 0) return null;
    setAlert(M.checkSteps);
    return M.checkSteps;
  };

  /** error_division resets the division (spec 001 §8); field errors go beside their fields, their step opened. */
  const serverRefused = (err: Refusal) => {
    if (err.key === 'error_division') team.divisionTaken();
    for (const [name, message] of Object.entries(err.fields))
      form.setError(name as FieldPath<NominationValues>, { type: 'server', message });
    if (wizard.openErrors(Object.keys(err.fields)) >= 0) setAlert(M.checkSteps);
  };

  const pay = async (cardData: unknown, headers: { 'idempotency-key': string }) => {
    try {
      return await payCall.mutateAsync({ body: { ...schema.parse(form.getValues()), cardData }, headers });
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal) serverRefused(refusal);
      throw err;
    }
  };

  /** spec 001 §4: an sk_tm member goes to the new team, anyone else to the receipt (the orders reloaded). */
  const paid = (reply: PayTeamNominationReply['data']) => {
    // the outcome stays on the page landed on (decision 180)
    if (flags.sk_tm && reply.t_id !== null)
      void navigate(`/member/teams/team/${reply.t_id}`, arrivalState(M.enteredFree));
    else
      void navigate(`/member/orders/order/${reply.o_id}`, arrivalState(flags.sk_tm ? M.enteredFree : PAYMENT_SUCCESS));
  };

  return {
    methods,
    form,
    flags,
    option,
    wizard,
    ...team,
    alert,
    clearAlert: () => setAlert(null),
    copyTeam,
    checkAll,
    pay,
    paid,
    busy: payCall.isPending,
  };
}
