import { useSyncExternalStore } from 'react';

// The chosen sport profile (spec 000 §2.3): shared by the shell menu and the dashboard selector,
// kept for the browser session; null means "use the member's main_sport".
const KEY = 'portal.sport';
const listeners = new Set<() => void>();

export function setSportProfile(sport: string | null): void {
  if (sport) sessionStorage.setItem(KEY, sport);
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function useSportProfile(mainSport: string | undefined): string {
  const chosen = useSyncExternalStore(
    (l) => { listeners.add(l); return () => listeners.delete(l); },
    () => sessionStorage.getItem(KEY),
  );
  return chosen ?? mainSport ?? 'basketball';
}
