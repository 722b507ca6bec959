import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

/**
 * The alert a route gate sends along when it turns the member away (spec 000 §2.2: "Redirecting to your
 * dashboard..."). It is taken out of the history entry at once, so a reload or Back does not show it again,
 * and the member can dismiss it.
 */
export function DashboardGateAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as { alert?: string } | null)?.alert;
  const [alert, setAlert] = useState<string | null>(sent ?? null);
  useEffect(() => {
    if (!sent) return;
    setAlert(sent);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [sent, navigate, location.pathname, location.search]);
  if (!alert) return null;
  return <Alert severity="warning" role="alert" onClose={() => setAlert(null)} sx={{ mb: 2 }}>{alert}</Alert>;
}
