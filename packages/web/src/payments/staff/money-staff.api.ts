import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import {
  addCreditNote,
  createInvoice,
  invoiceTeams,
  sendInvoice,
  staffInvoice,
  staffInvoices,
} from '@portal/domain/payments/invoices.staff.contract';
import type {
  CreateInvoiceBody,
  CreditNoteBody,
  InvoiceListQuery,
} from '@portal/domain/payments/invoices.staff.contract';
import {
  recordDeskPayment,
  reverseDeskPayment,
  type DeskPaymentBody,
} from '@portal/domain/payments/desk-payments.staff.contract';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { staffListQuery } from '../../components/staff/use-staff-list';

// The back-office's invoices, credit notes, refunds and desk payments (decisions 200, 201, 273).

export type InvoiceListInput = z.input<typeof InvoiceListQuery>;

export const staffInvoicesQuery = staffListQuery(['staff', 'invoices', 'list'], staffInvoices);

export const staffInvoiceQuery = (invoiceId: number) =>
  queryOptions({
    queryKey: ['staff', 'invoices', 'one', invoiceId],
    queryFn: async () => (await call(staffInvoice, { params: { invoiceId } })).data,
  });

export const invoiceTeamsQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'invoices', 'teams', q],
    queryFn: async () => (await call(invoiceTeams, { query: { q } })).data,
    placeholderData: keepPreviousData,
  });

const reload = async () => {
  await queryClient.invalidateQueries({ queryKey: ['staff'] });
};

export const useCreateInvoice = () =>
  useMutation({
    mutationFn: async (body: CreateInvoiceBody) => (await call(createInvoice, { body })).data,
    onSuccess: reload,
  });
export const useSendInvoice = () =>
  useMutation({
    mutationFn: async (invoiceId: number) => (await call(sendInvoice, { params: { invoiceId } })).data,
    onSuccess: reload,
  });
export const useCreditNote = () =>
  useMutation({
    mutationFn: async ({ invoiceId, body }: { invoiceId: number; body: CreditNoteBody }) =>
      (await call(addCreditNote, { params: { invoiceId }, body })).data,
    onSuccess: reload,
  });
export const useDeskPayment = () =>
  useMutation({
    mutationFn: async ({ invoiceId, body }: { invoiceId: number; body: DeskPaymentBody }) =>
      (await call(recordDeskPayment, { params: { invoiceId }, body })).data,
    onSuccess: reload,
  });
export const useReversal = () =>
  useMutation({
    mutationFn: async ({ paymentId, reason }: { paymentId: number; reason: string }) =>
      (await call(reverseDeskPayment, { params: { paymentId }, body: { reason } })).data,
    onSuccess: reload,
  });
