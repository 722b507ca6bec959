import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  getInvoice,
  getMembership,
  getOrder,
  listInvoices,
  listPayments,
  payInvoice,
  payMembership,
  sendReceipt,
} from '@portal/domain/payments/payments.contract';
import type { EndpointInput } from '@portal/domain/shared/endpoint';
import { call } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

// Queries and mutations of the payments area (spec 002 §7). Ledger answers are private: always fetched fresh.

export const membershipQuery = (sport: string) =>
  queryOptions({
    queryKey: ['payments', 'membership', sport],
    queryFn: async () => (await call(getMembership, { params: { sport: sport as 'basketball' } })).data,
    retry: false,
  });

export const invoicesQuery = () =>
  queryOptions({
    queryKey: ['payments', 'invoices'],
    queryFn: async () => (await call(listInvoices)).data,
  });

export const invoiceQuery = (invoice: number) =>
  queryOptions({
    queryKey: ['payments', 'invoice', invoice],
    queryFn: async () => (await call(getInvoice, { params: { invoice } })).data,
    retry: false,
  });

/** The receipts list: the member's payments (p_id is the receipt number). */
export const receiptsQuery = () =>
  queryOptions({
    queryKey: ['payments', 'receipts'],
    queryFn: async () => (await call(listPayments)).data,
  });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['payments', 'order', orderId],
    queryFn: async () => (await call(getOrder, { params: { orderId } })).data,
    retry: false,
  });

/** spec 002 §4: after a payment, orders (and invoices) are reloaded. */
const reloadLedger = () => queryClient.invalidateQueries({ queryKey: ['payments'] });

export function usePayMembership() {
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof payMembership>) => (await call(payMembership, input)).data,
    // The member's expiry changed too: the profile (dashboard's Registration card) is read again.
    onSuccess: () => Promise.all([reloadLedger(), queryClient.invalidateQueries({ queryKey: ['profile'] })]),
  });
}

export function usePayInvoice() {
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof payInvoice>) => (await call(payInvoice, input)).data,
    onSuccess: reloadLedger,
  });
}

export function useSendReceipt() {
  return useMutation({
    mutationFn: async (orderId: number) => (await call(sendReceipt, { params: { orderId } })).data,
  });
}
