/** Which welcome a just-registered member sees on the page the wizard leads to (decision 117). */
export type WelcomeKind = 'manager' | 'member';

const KEY = 'portal.welcome';

/** Kept for this tab only, through the full page load that signs the new member in (sign-in-and-go.ts). */
export function rememberWelcome(kind: WelcomeKind): void {
  try {
    sessionStorage.setItem(KEY, kind);
  } catch {
    /* storage refused: no welcome */
  }
}

export function readWelcome(): WelcomeKind | null {
  try {
    const kind = sessionStorage.getItem(KEY);
    return kind === 'manager' || kind === 'member' ? kind : null;
  } catch {
    return null;
  }
}

export function forgetWelcome(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
