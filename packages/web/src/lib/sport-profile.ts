import { useSyncExternalStore } from 'react';

// The chosen sport profile (spec 000 §2.3): shared by the shell menu and the dashboard selector, kept for the
// browser session and forgotten at sign-out, so it never carries over to the next member in the same tab.
const KEY = 'portal.sport';
const listeners = new Set<() => void>();

export function setSportProfile(sport: string | null): void {
  if (sport) sessionStorage.setItem(KEY, sport);
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

/** Forget the choice (sign-out). */
export function clearSportProfile(): void {
  setSportProfile(null);
}

/**
 * The sport the member chose this session, or null. Pass it to currentSport() (domain profile rules), which
 * keeps it only when the member has that sport and otherwise answers main_sport.
 */
export function useChosenSport(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => sessionStorage.getItem(KEY),
  );
}
