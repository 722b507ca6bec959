// Leaving the member area by a full page load (logout) goes around the router, so its blocker never asks. A page with
// unsaved work registers a guard here, and logout asks it first (decision 145).

type Guard = () => Promise<boolean>;
let guard: Guard | null = null;

/** Register (or, with null, remove) the question asked before the member area is left by a full page load. */
export function setLeaveGuard(next: Guard | null): void {
  guard = next;
}

/** True when the page may be left: nothing unsaved, or the member chose to leave it. */
export function mayLeave(): Promise<boolean> {
  return guard ? guard() : Promise.resolve(true);
}
