import { useMutation, useQuery } from '@tanstack/react-query';
import {
  login, passwordEmail, passwordReset, passwordResetCheck, register, usernameEmail,
  type LoginBody, type PasswordEmailBody, type PasswordResetBody, type RegisterBody, type UsernameEmailBody,
} from '@portal/domain/accounts/accounts.contract';
import { readLoginToken } from '@portal/domain/accounts/login.contract';
import { call } from '../lib/api-client';

/** POST /api/member/login; resolves to the token payload read from data.success. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => readLoginToken(await call(login, { body })),
  });
}

/** POST /api/member/register; resolves to the new member's token and username (the wizard signs in after its overlay). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      const reply = await call(register, { body });
      return { token: readLoginToken({ data: { success: reply.data.success } }), username: reply.data.username };
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
  return useMutation({ mutationFn: async (body: PasswordResetBody) => readLoginToken(await call(passwordReset, { body })) });
}

/** Whether a reset link still works, asked as the reset page opens (docs/decisions/116-reset-link-check.md). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: async () => (await call(passwordResetCheck, { body: { token } })).data.usable,
    staleTime: Infinity,
    retry: false,
  });
}
