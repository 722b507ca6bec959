import { useMutation } from '@tanstack/react-query';
import { login, readLoginToken, type LoginBody } from '@portal/domain/accounts/accounts.contract';
import { call } from '../lib/api-client';

/** POST /api/member/login; resolves to the token payload read from data.success. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => readLoginToken(await call(login, { body })),
  });
}
