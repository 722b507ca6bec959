import { useState } from 'react';
import type { AvailabilityData } from '@portal/domain/rosters/rosters.contract';
import {
  publishedConflict,
  toggleTime,
  type AvailabilityState,
  type DayKey,
} from '@portal/domain/rosters/rosters.rules';

/**
 * The availability being edited, from the saved answer: every change is checked with the server's own rule (spec
 * 002 §4, domain/rosters/rosters.rules.ts) against what is saved, so a change the server would refuse is refused at
 * once; `change` answers false then. The server checks again on SAVE.
 */
export function useAvailabilityEditor(data: AvailabilityData) {
  const saved: AvailabilityState = { availability: data.availability, unavailability: data.unavailability };
  const [state, setState] = useState<AvailabilityState>(saved);
  const change = (next: AvailabilityState): boolean => {
    if (publishedConflict(saved, next, data.refRosteredPublished, data.today)) return false;
    setState(next);
    return true;
  };
  return {
    state,
    toggle: (day: DayKey, time: string) =>
      change({ ...state, availability: toggleTime(state.availability, day, time) }),
    addDate: (date: string) =>
      state.unavailability.includes(date) ||
      change({ ...state, unavailability: [...state.unavailability, date].sort() }),
    removeDate: (date: string) => change({ ...state, unavailability: state.unavailability.filter((d) => d !== date) }),
  };
}
