import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DivisionOption } from '@portal/domain/nomination/nomination.contract';
import {
  afterTeamChange,
  entryPrice,
  keptPlayers,
  type EntrantFlags,
} from '@portal/domain/nomination/nomination.rules';
import { queryClient } from '../lib/query-client';
import { checkCapacity } from './nomination.api';
import type { NominationValues } from './nomination-form';

export type TeamPick = 'grade' | 'divisiongroup' | 'division' | 'preferreddivision';
export type Notice = { message: string; severity: 'error' | 'success' } | null;

/**
 * Step 2's choices (spec 001 §4): a change resets what depends on it; a division is checked for a place (a full one
 * is reset, with the red message) and, once chosen, is the cart, priced for this member. `setOption` is the wizard's
 * chosen division, whose rules its form checks.
 */
export function useTeamChoice(
  form: UseFormReturn<NominationValues>,
  flags: EntrantFlags,
  setOption: (o: DivisionOption | null) => void,
) {
  const [notice, setNotice] = useState<Notice>(null);

  const chooseDivision = (o: DivisionOption | null) => {
    setOption(o);
    form.setValue('teamnominationCart', { p_name: o?.text ?? '', p_price: o ? entryPrice(o.price, flags) : 0 });
  };

  const changeTeam = async (field: TeamPick, value: number | null) => {
    const team = form.getValues('team');
    const picks = {
      grade: team.grade ?? null,
      divisiongroup: team.divisiongroup ?? null,
      division: team.division ?? null,
      preferreddivision: team.preferreddivision ?? null,
    };
    const next = afterTeamChange(field, value, picks as Parameters<typeof afterTeamChange>[2]);
    for (const [k, v] of Object.entries(next.team))
      form.setValue(`team.${k as TeamPick}`, v as number, { shouldValidate: form.formState.isSubmitted });
    if (next.clearPlayers) form.setValue('players', keptPlayers(form.getValues('players')));
    if (field !== 'preferreddivision') chooseDivision(null);
    if (field !== 'division' || value === null) return;
    const answer = await checkCapacity(value);
    if (answer.data.capacity === 'full') {
      queryClient.setQueryData(['nomination', 'divisions', team.divisiongroup], answer.data.divisions);
      form.setValue('team.division', null as unknown as number);
      setNotice({ message: answer.data.message, severity: 'error' });
    } else if (form.getValues('team.division') === value) chooseDivision(answer.data.division);
  };

  /** error_division (spec 001 §8): the places have moved; the divisions are read again and the division reset. */
  const divisionTaken = () => {
    void queryClient.invalidateQueries({ queryKey: ['nomination', 'divisions'] });
    void changeTeam('division', null);
  };

  return { notice, clearNotice: useCallback(() => setNotice(null), []), changeTeam, divisionTaken };
}
