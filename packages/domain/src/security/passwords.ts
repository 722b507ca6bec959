// Common passwords (issue 44 item 7, docs/decisions/329): registration, a password reset and a claim of one's own
// sign-in refuse the most common passwords, besides spec 000 §5's own rules (length, two of three letter classes),
// which stay as they are. The list is the server's (a package's ranked list); only the words are here.

/** How many of the ranked list's most common passwords are refused (compared without regard to case). */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export const PasswordMessages = {
  // ours: spec 000 §8 has no message for it; it says what is wrong and what to do, as the spec's field messages do
  tooCommon: 'This password is one of the most common passwords and easy to guess. Please choose another.',
} as const;
