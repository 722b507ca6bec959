import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { RegistrationMessages as R } from '@portal/domain/accounts/accounts.messages';
import type { RegistrationForm } from '@portal/domain/accounts/registration-schema';
import { settleAnswers } from '@portal/domain/profile/member-answers';
import { refusalOf, type ApiError } from '../lib/api-client';
import { useSettings } from '../lib/settings';
import { rememberWelcome } from '../lib/welcome-note';
import { useRegister } from './accounts.api';
import { nextAfterRegistration, WIZARD } from './register-forms';
import { signInAndGo } from './sign-in-and-go';

export type Overlay = { message: string; severity: 'success' | 'error'; token?: TokenPayload };

/** spec 000 §8: a taken username (409) shows its message in the overlay for 500 ms, then the wizard goes back to it. */
export const isConflict = (err: unknown): err is ApiError => refusalOf(err)?.status === 409;

/**
 * Sending a registration (spec 000 §4): the call, then the success overlay, the welcome and the signed-in redirect,
 * or the conflict overlay and `onConflictShown` (back to the username).
 */
export function useRegistration(form: RegistrationForm, onConflictShown: () => void) {
  const settings = useSettings();
  const wizard = WIZARD[form];
  const next = nextAfterRegistration(form, useLocation().search);
  const call = useRegister();
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  /** Send the checked values (with an invitation's token, decision 156); answers the refusal, or null. */
  const send = async (values: Record<string, unknown>, invitation: string | null): Promise<unknown> => {
    // spec 000 §3: agreed_to_indemnity is sent equal to the privacy agreement (settleAnswers).
    const body = settleAnswers({
      ...values,
      ...(settings.autoUsername ? { username: undefined } : {}),
      ...(invitation ? { invitation } : {}),
    });
    try {
      const { token, username } = await call.mutateAsync(body as never);
      setOverlay({
        message: settings.autoUsername ? `${wizard.success} ${R.yourUsername(username)}` : wizard.success,
        severity: 'success',
        token,
      });
      return null;
    } catch (err) {
      if (isConflict(err)) setOverlay({ message: err.message, severity: 'error' });
      return err;
    }
  };

  const overlayDone = useCallback(() => {
    setOverlay(null);
    if (overlay?.token) {
      rememberWelcome(form === 'manager' ? 'manager' : 'member');
      signInAndGo(overlay.token, next);
    } else if (overlay) onConflictShown();
  }, [overlay, next, form, onConflictShown]);

  return { send, overlay, overlayDone, pending: call.isPending, busy: call.isPending || Boolean(overlay?.token) };
}
