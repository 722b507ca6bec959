import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { logout as logoutEndpoint, type TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { call, setUnauthenticatedHandler } from './api-client';
import { clearCart } from './cart-storage';
import { clearSportProfile } from './sport-profile';
import { forgetWelcome } from './welcome-note';
import { queryClient } from './query-client';
import { forgetKeptAnswers } from './offline-note';
import { writeActingFor } from './acting';
import { clearToken, readToken, writeToken } from './token';

interface AuthValue {
  token: string | null;
  /** Store a new token (login, registration, password reset): the cart is cleared (spec 000 §4). */
  signIn(token: TokenPayload): void;
  /** Call the server, then reset every data area and the cart (spec 000 §4). */
  signOut(): Promise<void>;
  /** The token was refused by the server: forget it without calling the server. */
  dropSession(): void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readToken());
  // Set while logout runs, or once a refused token has sent the tab to login: a member call of the page that comes
  // back 401 after that must not send the member to login on top of the way already taken.
  const signingOut = useRef(false);

  const forget = useCallback(() => {
    clearToken();
    clearCart();
    forgetWelcome();
    clearSportProfile(); // the next member in this tab starts on their own main_sport
    writeActingFor(null); // and acts for themself
    forgetKeptAnswers(); // the next games kept for use without signal (decision 334)
    queryClient.clear();
    setToken(null);
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      token,
      signIn: (payload) => {
        signingOut.current = false;
        writeToken(payload.access_token, payload.expires_in);
        writeActingFor(null);
        clearCart();
        forgetKeptAnswers();
        queryClient.clear();
        setToken(payload.access_token);
      },
      signOut: async () => {
        signingOut.current = true;
        await call(logoutEndpoint).catch(() => undefined);
        forget();
      },
      dropSession: forget,
    }),
    [token, forget],
  );

  // A member call refused for its token (a logout or password reset elsewhere, an expired session) signs out and goes
  // to login, as a failed profile load does (spec 000 §4), coming back to this page once signed in again. A full page
  // load, so no guard of the page being left (which sends signed-out visitors home) redirects elsewhere first. Once
  // only: a later 401 of the same page, answered after that guard has already moved the tab home, would otherwise
  // send it to plain /login and lose the way back.
  useEffect(
    () =>
      setUnauthenticatedHandler(() => {
        if (signingOut.current) return;
        signingOut.current = true;
        forget();
        const here = window.location.pathname + window.location.search;
        window.location.replace(
          here.startsWith('/member') || here.startsWith('/staff')
            ? `/login?redirect=${encodeURIComponent(here)}`
            : '/login',
        );
      }),
    [forget],
  );

  // The cookie may expire while the page is open: re-check when the tab comes back.
  useEffect(() => {
    const check = () => {
      if (!readToken() && token) forget();
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [token, forget]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
