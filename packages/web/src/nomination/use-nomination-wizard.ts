import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DivisionOption, PayTeamNominationReply } from '@portal/domain/nomination/nomination.contract';
import { NominationMessages as M } from '@portal/domain/nomination/nomination.messages';
import { afterTeamChange, copiedPlayers, entryPrice, keptPlayers, type EntrantFlags } from '@portal/domain/nomination/nomination.rules';
import { STEP_FIELDS } from '@portal/domain/nomination/team-nomination-body';
import type { Profile } from '@portal/domain/profile/profile.contract';
import type { MemberTeam } from '@portal/domain/teams/teams.contract';
import { ApiError } from '../lib/api-client';
import { useZodForm } from '../lib/forms';
import { queryClient } from '../lib/query-client';
import { checkCapacity, usePayTeamNomination } from './nomination.api';
import { factsOf, nominationDefaults, nominationSchema, type NominationValues } from './nomination-form';

/** spec 001 §4: from step 6 (Note) on, every step is directly editable. */
export const FREE_FROM = 5;
/** spec 001 §9: error overlays show for 2 seconds. */
export const ERROR_MS = 2000;
const ROW_FIELDS = ['firstname', 'lastname', 'dob', 'gender', 'email', 'confirm'] as const;
type TeamPick = 'grade' | 'divisiongroup' | 'division' | 'preferreddivision';
export type Notice = { message: string; severity: 'error' | 'success' } | null;

/** The nomination wizard's one state owner (spec 001 §4): steps, the chosen division, resets, validation and paying. */
export function useNominationWizard(profile: Profile) {
  const flags: EntrantFlags = useMemo(() => ({ sk_tm: profile.sk_tm, sk_tm_val: profile.sk_tm_val }), [profile.sk_tm, profile.sk_tm_val]);
  const [option, setOption] = useState<DivisionOption | null>(null);
  const schema = useMemo(() => nominationSchema(factsOf(option), flags), [option, flags]);
  const methods = useZodForm(schema, nominationDefaults(profile) as never);
  const form = methods as unknown as UseFormReturn<NominationValues>;
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const payCall = usePayTeamNomination();
  const navigate = useNavigate();

  // An error shown on a field re-checks as it is typed in, so Continue comes back once the step is right.
  useEffect(() => {
    const sub = form.watch((_, { name }) => { if (name && form.getFieldState(name).error) void form.trigger(name); });
    return () => sub.unsubscribe();
  }, [form]);

  const open = useCallback((i: number) => { setActive(i); setReached((r) => Math.max(r, i)); }, []);
  const validateStep = (i: number) => {
    const names: string[] = [...STEP_FIELDS[i]!];
    // The rows' own fields are named too: triggered alone, a field array's list error (too few players) would stand in
    // for its rows' errors (@hookform/resolvers keeps both only when a row field is among the names).
    if (names.includes('players')) names.push(...form.getValues('players').flatMap((_, r) => ROW_FIELDS.map((f) => `players.${r}.${f}`)));
    return names.length ? form.trigger(names as never, { shouldFocus: true }) : Promise.resolve(true);
  };
  const next = async () => { if (await validateStep(active)) open(active + 1); };

  /** The division (and what hangs on it) as chosen; the cart follows it, priced for this member. */
  const chooseDivision = (o: DivisionOption | null) => {
    setOption(o);
    form.setValue('teamnominationCart', { p_name: o?.text ?? '', p_price: o ? entryPrice(o.price, flags) : 0 });
  };

  /** spec 001 §4 dependent resets, then for a division the capacity check (a full one resets it, with the red message). */
  const changeTeam = async (field: TeamPick, value: number | null) => {
    const team = form.getValues('team');
    const next = afterTeamChange(field, value, { grade: team.grade ?? null, divisiongroup: team.divisiongroup ?? null, division: team.division ?? null, preferreddivision: team.preferreddivision ?? null } as never);
    for (const [k, v] of Object.entries(next.team)) form.setValue(`team.${k as TeamPick}`, v as never, { shouldValidate: form.formState.isSubmitted });
    if (next.clearPlayers) form.setValue('players', keptPlayers(form.getValues('players')));
    if (field !== 'preferreddivision') chooseDivision(null);
    if (field !== 'division' || value === null) return;
    const answer = await checkCapacity(value);
    if (answer.data.capacity === 'full') {
      queryClient.setQueryData(['nomination', 'divisions', team.divisiongroup], answer.data.divisions);
      form.setValue('team.division', null as never);
      setNotice({ message: answer.data.message, severity: 'error' });
    } else if (form.getValues('team.division') === value) chooseDivision(answer.data.division);
  };

  /** spec 001 §4: copying a team fills its players as confirmed and copied, and opens step 2. */
  const copyTeam = (team: MemberTeam) => {
    form.setValue('teamCopy', team.t_id);
    form.setValue('team.teamname', team.t_name);
    form.setValue('team.prevteamname', team.t_name);
    form.setValue('team.teamprevious', team.t_id);
    form.setValue('players', copiedPlayers(team));
    open(1);
  };

  /** spec 001 §4: the final submit checks steps 2 to 8 in order and opens the first that fails. */
  const checkAll = async (): Promise<string | null> => {
    setAlert(null);
    for (let i = 1; i < STEP_FIELDS.length; i++) {
      if (!(await validateStep(i))) { open(i); setAlert(M.checkSteps); return M.checkSteps; }
    }
    return null;
  };

  const pay = async (cardData: unknown, headers: { 'idempotency-key': string }) => {
    try {
      return await payCall.mutateAsync({ body: { ...schema.parse(form.getValues()), cardData }, headers });
    } catch (err) {
      if (err instanceof ApiError) serverRefused(err);
      throw err;
    }
  };

  /** error_division resets the division (spec 001 §8); field errors go beside their fields, their step opened. */
  const serverRefused = (err: ApiError) => {
    if (err.key === 'error_division') {
      void queryClient.invalidateQueries({ queryKey: ['nomination', 'divisions'] });
      void changeTeam('division', null);
    }
    const fields = Object.entries(err.fields);
    for (const [name, message] of fields) form.setError(name as never, { type: 'server', message });
    const step = STEP_FIELDS.findIndex((names) => fields.some(([name]) => names.some((n) => name === n || name.startsWith(`${n}.`))));
    if (step >= 0) { setAlert(M.checkSteps); open(step); }
  };

  /** spec 001 §4: an sk_tm member goes to the new team, anyone else to the receipt (the orders reloaded). */
  const paid = (reply: PayTeamNominationReply['data']) => {
    void navigate(flags.sk_tm && reply.t_id !== null ? `/member/teams/team/${reply.t_id}` : `/member/orders/order/${reply.o_id}`);
  };

  return {
    methods, form, flags, option, active, reached, free: reached >= FREE_FROM, notice, clearNotice: useCallback(() => setNotice(null), []),
    alert, clearAlert: () => setAlert(null), open, next, back: () => setActive((i) => Math.max(i - 1, 0)), changeTeam, copyTeam, checkAll,
    pay, paid, busy: payCall.isPending,
  };
}
