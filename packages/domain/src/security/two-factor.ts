// The second factor's rules (issue 44, docs/decisions/327, 328): TOTP as authenticator apps read it (RFC 6238:
// SHA-1, 6 digits, 30 seconds), recovery codes, and the error keys the web shells turn into a page or a dialog.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a member may type in TRIES_MINUTES before the code calls refuse (429). */
export const MAX_WRONG_CODES = 5;
export const TRIES_MINUTES = 15;

/** 403 keys a staff call answers while the second factor is missing (the staff shell shows the set-up or code page). */
export const SECOND_FACTOR_SETUP = 'second_factor_setup';
export const SECOND_FACTOR_CODE = 'second_factor_code';
/** 403 key of bank details and exports when the staff member has a second factor: password and a fresh code. */
export const FRESH_CODE = 'fresh_code_required';
/** Sign-in of a member with a second factor, without a code (the login page then asks for it). */
export const CODE_AT_SIGN_IN = 'second_factor_required';

/** A typed code as the server compares it: spaces and dashes out, letters in upper case. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A recovery code is 10 letters and digits shown as XXXXX-XXXXX; a TOTP code is 6 digits. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(normaliseCode(code));
