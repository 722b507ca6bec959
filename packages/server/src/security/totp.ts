import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import {
  normaliseCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
} from '@portal/domain/security/two-factor';

// Time-based one-time codes (RFC 6238) through otpauth, and recovery codes (docs/decisions/328). Pure: no database.

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes in base32, as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app scans, and its QR code as SVG. */
export function enrolment(secret: string, label: string, issuer: string): { uri: string; qrSvg: string } {
  const uri = totpOf(secret, label, issuer).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * The time step a 6-digit code matches at `now` (one step either side allowed), or null. The caller refuses a step at
 * or before the last one accepted, so a code works once.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a secret at a time (tests, and nothing else, make codes). */
export const codeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read from paper

/** New recovery codes, as shown once (XXXXX-XXXXX). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored: SHA-256 of its normal form (50 random bits; never the code itself). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseCode(code)).digest('hex');
