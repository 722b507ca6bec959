// The person this tab acts for (docs/decisions/245): a guardian chooses a child in the member shell and every member
// call of the tab then names that child in the X-Act-For header; the server checks it on every call. Kept per tab
// (sessionStorage), so two tabs may look after two children, and forgotten on sign-out.

const KEY = 'portal_act_for';

export function readActingFor(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Act for `id` from the next call on (null: for oneself). The caller drops the cached answers of the last person. */
export function writeActingFor(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
  } catch {
    // storage refused (private mode): the tab acts for the signed-in member
  }
}
