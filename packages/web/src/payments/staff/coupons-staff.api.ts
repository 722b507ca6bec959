import { useMutation } from '@tanstack/react-query';
import {
  createCoupon,
  staffCoupons,
  updateCoupon,
  type CouponBody,
} from '@portal/domain/payments/coupons.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's coupons (decision 239).

export const staffCouponsQuery = staffListQuery(['staff', 'coupons', 'list'], staffCoupons);

const reload = async () => {
  await queryClient.invalidateQueries({ queryKey: ['staff', 'coupons'] });
};

/** Add a coupon (no id) or save one. */
export const useSaveCoupon = () =>
  useMutation({
    mutationFn: async ({ couponId, body }: { couponId: number | null; body: CouponBody }) =>
      (couponId === null
        ? await call(createCoupon, { body })
        : await call(updateCoupon, { params: { couponId }, body })
      ).data,
    onSuccess: reload,
  });
