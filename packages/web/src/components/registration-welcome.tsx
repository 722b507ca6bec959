import { useState } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { WelcomeTexts as T } from '@portal/domain/accounts/accounts.messages';
import { useSettings } from '../lib/settings';
import { forgetWelcome, readWelcome } from '../lib/welcome-note';

/**
 * The welcome after registering, saying what to do next (decision 117): shown at the top of the page the wizard
 * leads to (the dashboard, or team nomination after the manager form) until the member closes it.
 */
export function RegistrationWelcome() {
  const [kind, setKind] = useState(readWelcome);
  const { autoUsername } = useSettings();
  if (!kind) return null;
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      onClose={() => {
        forgetWelcome();
        setKind(null);
      }}
      slotProps={{ closeButton: { 'aria-label': T.close, sx: { minWidth: 44, minHeight: 44 } } }}
    >
      <AlertTitle component="h2">{T.title}</AlertTitle>
      {[T[kind][0], autoUsername ? T.usernameMade : T.usernameChosen, T[kind][1]].map((line) => (
        <Box key={line} component="p" sx={{ m: 0, mt: 0.5 }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}
