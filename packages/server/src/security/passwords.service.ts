import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS_REFUSED, PasswordMessages } from '@portal/domain/security/passwords';
import { fieldErrors } from '../platform/errors';

// The most common passwords (docs/decisions/329): the first COMMON_PASSWORDS_REFUSED of zxcvbn-ts's ranked list
// (@zxcvbn-ts/language-common, most common first), lower-cased into a set once per server, on first use. Only the
// server holds it: the web bundle never ships it; the form shows the server's field error.

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()));
  return common;
}

/** Whether `password` is one of the most common ones, whatever its case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 422 with the password field's error when `password` is a common one (`field`: the form's name for it). */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldErrors({ [field]: PasswordMessages.tooCommon });
}
