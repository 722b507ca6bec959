import { useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useLocation } from 'react-router';
import { arrivalOf } from '../../lib/arrival';

/**
 * The outcome of what the member just did (a payment, a nomination), on the page they land on: the spec's timed
 * overlays stay, and this stays too until closed (docs/decisions/180).
 */
export function ArrivalNote() {
  const arrival = arrivalOf(useLocation().state);
  const [closed, setClosed] = useState(false);
  if (!arrival || closed) return null;
  return (
    <Alert severity="success" role="status" onClose={() => setClosed(true)} sx={{ mb: 2 }} className="no-print">
      {arrival.detail ? (
        <>
          <AlertTitle>{arrival.title}</AlertTitle>
          {arrival.detail}
        </>
      ) : (
        arrival.title
      )}
    </Alert>
  );
}
