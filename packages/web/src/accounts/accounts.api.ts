import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  login,
  passwordEmail,
  passwordReset,
  passwordResetCheck,
  register,
  usernameEmail,
  type LoginBody,
  type LoginReply,
  type PasswordEmailBody,
  type PasswordResetBody,
  type RegisterBody,
  type UsernameEmailBody,
} from '@portal/domain/accounts/accounts.contract';
import { invitation } from '@portal/domain/teams/invitations.contract';
import { call } from '../lib/api-client';
import { FRESH } from '../lib/freshness';

/**
 * Sign-in's schemas (the form's LoginBody, the token's TokenPayload) and so zod load after the login page shows, or
 * with the answer of the call that needs them (decision 137).
 */
export const loadLoginContract = () => import('@portal/domain/accounts/login.contract');
const readLoginToken = async (reply: LoginReply | Promise<LoginReply>) => {
  const [answer, { readLoginToken: read }] = await Promise.all([reply, loadLoginContract()]);
  return read(answer);
};

/** POST /api/member/login; resolves to the token payload read from data.success. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => readLoginToken(call(login, { body })),
  });
}

/** POST /api/member/register; resolves to the new member's token and username (the wizard signs in after its overlay). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const reply = await call(register, { body });
      return { token: await readLoginToken({ data: { success: reply.data.success } }), username: reply.data.username };
    },
  });
}

/** POST /api/member/username/email. */
export function useUsernameEmail() {
  return useMutation({ mutationFn: (body: UsernameEmailBody) => call(usernameEmail, { body }) });
}

/** POST /api/member/password/email. */
export function usePasswordEmail() {
  return useMutation({ mutationFn: (body: PasswordEmailBody) => call(passwordEmail, { body }) });
}

/** POST /api/member/password/reset; resolves to the 365-day token. */
export function usePasswordReset() {
  return useMutation({ mutationFn: (body: PasswordResetBody) => readLoginToken(call(passwordReset, { body })) });
}

/** Whether a reset link still works, asked as the reset page opens (docs/decisions/116-reset-link-check.md). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: async () => (await call(passwordResetCheck, { body: { token } })).data.usable,
    staleTime: FRESH.session,
    retry: false,
  });
}

/** What a team's invitation link holds (decision 156), read once; no token, no call. */
export const invitationQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['accounts', 'invitation', token],
    queryFn: async () => (await call(invitation, { body: { token: token! } })).data,
    enabled: Boolean(token),
    staleTime: FRESH.session,
    retry: false,
  });
