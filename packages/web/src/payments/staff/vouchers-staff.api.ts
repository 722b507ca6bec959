import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  akvRedemptions,
  issueVoucher,
  staffVouchers,
  voidVoucher,
  type AkvQuery,
  type IssueVoucherBody,
  type VoidVoucherBody,
  type VoucherListQuery,
} from '@portal/domain/payments/vouchers.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's vouchers and Active & Creative Kids redemptions (decisions 240, 241).

export type VoucherListInput = z.input<typeof VoucherListQuery>;

export const staffVouchersQuery = staffListQuery(['staff', 'vouchers', 'list'], staffVouchers);

export const akvRedemptionsQuery = (query: AkvQuery) =>
  queryOptions({
    queryKey: ['staff', 'vouchers', 'akv', query],
    queryFn: async () => (await call(akvRedemptions, { query })).data,
  });

const reload = async () => {
  await queryClient.invalidateQueries({ queryKey: ['staff', 'vouchers'] });
};

export const useIssueVoucher = () =>
  useMutation({
    mutationFn: async (body: IssueVoucherBody) => (await call(issueVoucher, { body })).data,
    onSuccess: reload,
  });
export const useVoidVoucher = () =>
  useMutation({
    mutationFn: async ({ voucherId, body }: { voucherId: number; body: VoidVoucherBody }) =>
      (await call(voidVoucher, { params: { voucherId }, body })).data,
    onSuccess: reload,
  });
