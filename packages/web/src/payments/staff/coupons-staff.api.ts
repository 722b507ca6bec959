import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { createCoupon, staffCoupons, updateCoupon, type CouponBody, type CouponListQuery } from '@portal/domain/payments/coupons.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The back-office's coupons (decision 239).

export type CouponListInput = z.input<typeof CouponListQuery>;

export const staffCouponsQuery = (query: CouponListInput) => queryOptions({
  queryKey: ['staff', 'coupons', 'list', query],
  queryFn: async () => (await call(staffCoupons, { query })).data,
  placeholderData: keepPreviousData,
});

const reload = async () => { await queryClient.invalidateQueries({ queryKey: ['staff', 'coupons'] }); };

/** Add a coupon (no id) or save one. */
export const useSaveCoupon = () => useMutation({
  mutationFn: async ({ couponId, body }: { couponId: number | null; body: CouponBody }) =>
    (couponId === null ? await call(createCoupon, { body }) : await call(updateCoupon, { params: { couponId }, body })).data,
  onSuccess: reload,
});
