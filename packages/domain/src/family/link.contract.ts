import { z } from 'zod';
import { LoginBody, namedText } from '../accounts/login.contract';
import { dataReply, defineEndpoint } from '../shared/endpoint';
import { ValidationMessages } from '../shared/messages';
import { FamilyMessages as F } from './family.messages';

// Linking an existing minor's account to the signed-in guardian (docs/decisions/246): with that account's own sign-in,
// or with a single-use code mailed to its address. Both end in a guardianship; both refuse a person of 18 or older.

/** The code mailed for a link: 10 digits, lasting LINK_CODE_HOURS. */
export const LINK_CODE_HOURS = 24;

const FamilyReply = dataReply(
  z.object({ id: z.number().int().describe('the person now looked after'), message: z.string() }),
);
export type LinkReply = z.infer<typeof FamilyReply>;

export const LinkWithSignInBody = LoginBody.pick({ username: true, password: true });
export type LinkWithSignInBody = z.infer<typeof LinkWithSignInBody>;

export const linkWithSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/link',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    "Look after an existing minor's account, proven with its own username and password (checked and limited " +
    'like a sign-in: 429 too_many_attempts). 422 with field errors for a wrong username or password, a person of 18 ' +
    'or older, oneself or a person already looked after; 403 when the signed-in member is not an adult.',
  body: LinkWithSignInBody,
  reply: FamilyReply,
});

export const LinkCodeRequestBody = LinkWithSignInBody.pick({ username: true });
export type LinkCodeRequestBody = z.infer<typeof LinkCodeRequestBody>;

export const requestLinkCode = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/link/code',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    `Mail a single-use code (valid ${LINK_CODE_HOURS} hours, stored hashed) to the email address of the minor's ` +
    'account with this username; entering it (POST /api/member/family/link/confirm) links the account. 422 with a ' +
    'username field error for an unknown username, a person of 18 or older or one already looked after; 429 after too ' +
    'many codes from this guardian in an hour; 503 mail_failed (the code withdrawn) when the mail cannot be sent.',
  body: LinkCodeRequestBody,
  reply: dataReply(z.object({ message: z.string() })),
});

export const LinkCodeBody = z.object(
  {
    code: namedText(F.codeRequired, 40).transform((v) => v.replace(/[\s-]/g, '')),
  },
  { error: ValidationMessages.invalidInput },
);
export type LinkCodeBody = z.input<typeof LinkCodeBody>;

export const confirmLinkCode = defineEndpoint({
  method: 'POST',
  path: '/api/member/family/link/confirm',
  auth: 'member',
  tags: ['family'],
  actFor: false,
  summary:
    'Link the account a code of this guardian was mailed for: the code works once, for the guardian who asked ' +
    `for it, within ${LINK_CODE_HOURS} hours. 422 with a code field error otherwise (wrong, used, expired, someone ` +
    "else's), or when the person has turned 18 since.",
  body: LinkCodeBody,
  reply: FamilyReply,
});
