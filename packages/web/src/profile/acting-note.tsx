import { Alert } from '@mui/material';
import { ActingTexts as T } from '@portal/domain/family/acting.messages';
import type { Profile } from '@portal/domain/profile/profile.contract';
import type { ActingMode } from './acting-mode';

/** What a guardian acting for the person may not change here, and why (decisions 258, 259); nothing for oneself. */
export function ActingNote({ profile, mode }: { profile: Profile; mode: ActingMode }) {
  if (mode === 'self') return null;
  const text =
    mode === 'own-sign-in' ? T.ownSignInNote(profile.firstname) : T.contactNote((profile.guardians ?? []).join(', '));
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
