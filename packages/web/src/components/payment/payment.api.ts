import { useMutation } from '@tanstack/react-query';
import { validateCoupon, validateMembershipVoucher, validateVoucher } from '@portal/domain/payments/payments.contract';
import type { VoucherBody } from '@portal/domain/shared/cart';
import { call } from '../../lib/api-client';

// The coupon and voucher checks every payment step uses (spec 002 §7). Membership uses its own voucher path.

export function useValidateCoupon() {
  return useMutation({
    mutationFn: async (body: { coupon: string; total: number }) => (await call(validateCoupon, { body })).data,
  });
}

export function useValidateVoucher(path: 'membership' | 'general' = 'general') {
  return useMutation({
    mutationFn: async (body: VoucherBody) =>
      (await call(path === 'membership' ? validateMembershipVoucher : validateVoucher, { body })).data,
  });
}
