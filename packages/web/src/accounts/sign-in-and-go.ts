import type { TokenPayload } from '@portal/domain/accounts/accounts.contract';
import { clearCart } from '../lib/cart-storage';
import { writeToken } from '../lib/token';

/**
 * Sign in with a fresh token and open `path` with a full page load. Registration and password reset run on
 * visitor-only and recovery routes, whose guards would, the moment the in-memory session changed, send the
 * user to the dashboard (public pages) or sign them out again (recovery pages, spec 000 §2.2). Writing the
 * cookie and loading the target page avoids both; the cart is cleared as at every sign-in (spec 000 §4).
 */
export function signInAndGo(token: TokenPayload, path: string): void {
  writeToken(token.access_token, token.expires_in);
  clearCart();
  window.location.assign(path);
}
