import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

/** What a page sends the dashboard in the history entry's state: a gate's refusal, or a saved profile's word. */
interface Sent {
  alert?: string;
  saved?: string;
}
type Shown = { severity: 'warning' | 'success'; text: string } | null;

const shownOf = (alert?: string, saved?: string): Shown =>
  alert ? { severity: 'warning', text: alert } : saved ? { severity: 'success', text: saved } : null;

/**
 * The alert a route gate sends along when it turns the member away (spec 000 §2.2: "Redirecting to your
 * dashboard..."), or the word of a saved profile (decision 119: "Saved", at the top where the page starts, and
 * focused so it is read out). It is taken out of the history entry at once, so a reload or Back does not show it
 * again, and the member can dismiss it. "At once" means in the same commit that first shows it: the browser's entry
 * is cleared before the page can be reloaded, and the router's own (asynchronous) replace follows.
 */
export function DashboardGateAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const { alert, saved } = (location.state as Sent | null) ?? {};
  const [shown, setShown] = useState<Shown>(shownOf(alert, saved));
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!alert && !saved) return;
    const entry = window.history.state as { usr?: unknown } | null;
    if (entry?.usr) window.history.replaceState({ ...entry, usr: null }, '');
    setShown(shownOf(alert, saved));
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [alert, saved, navigate, location.pathname, location.search]);
  useEffect(() => {
    if (shown?.severity === 'success') ref.current?.focus({ preventScroll: true });
  }, [shown]);
  if (!shown) return null;
  const role = shown.severity === 'success' ? 'status' : 'alert';
  return (
    <Alert ref={ref} tabIndex={-1} severity={shown.severity} role={role} onClose={() => setShown(null)} sx={{ mb: 2 }}>
      {shown.text}
    </Alert>
  );
}
