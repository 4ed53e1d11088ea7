import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/payments/endpoints';
import type { CreatePaymentInput, PaymentDetailReply } from '../../domain/payments/schemas';
import { bundleKeys } from './bundles';
import { api } from './client';

export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => ['payments', id] as const,
  receipt: (id: string) => ['payments', id, 'receipt'] as const,
  mine: (page: number) => ['user', 'payments', page] as const,
  waiting: () => ['user', 'payments', 'pending'] as const,
};

/** While a payment waits for its confirmation, the success page asks again this often. */
export const PAYMENT_POLL_MS = 1500;

/** Starts a payment: a code (the generator's kept form) or a bundle, with an optional voucher. */
export function useCreatePaymentMutation() {
  return useMutation({
    mutationFn: (body: CreatePaymentInput) => api.call(endpoints.createPaymentEndpoint, { body }),
  });
}

/**
 * One payment. With `pollWhilePending` it asks again until the payment is no longer
 * pending: the success page never claims success before the grant.
 */
export function usePaymentQuery(id: string | null, { pollWhilePending = false } = {}) {
  return useQuery({
    queryKey: paymentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getPaymentEndpoint, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) =>
      pollWhilePending && (query.state.data?.status ?? 'pending') === 'pending' && !query.state.error ? PAYMENT_POLL_MS : false,
  });
}

/** After a payment changed: its own query, the receipts, and (a grant) codes, bundles and stats. */
function useSettlePayment() {
  const queryClient = useQueryClient();
  return (payment: PaymentDetailReply) => {
    queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
    void queryClient.invalidateQueries({ queryKey: ['user'] });
    if (payment.status === 'complete') {
      void queryClient.invalidateQueries({ queryKey: bundleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['zarcodes'] });
    }
  };
}

/** The mock gateway's Complete (mock mode only, buyer only). */
export function useCompleteMockPaymentMutation() {
  const settle = useSettlePayment();
  return useMutation({
    mutationFn: ({ id, transactionId }: { id: string; transactionId: string }) =>
      api.call(endpoints.completeMockPaymentEndpoint, { params: { id }, body: { transactionId } }),
    onSuccess: settle,
  });
}

/** The buyer gave up a pending payment; a held voucher use is freed. */
export function useCancelPaymentMutation() {
  const settle = useSettlePayment();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.cancelPaymentEndpoint, { params: { id } }),
    onSuccess: settle,
  });
}

/** Takes a pending payment back to the gateway: the same payment, and what the browser does next. */
export function useResumePaymentMutation() {
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.resumePaymentEndpoint, { params: { id } }),
  });
}

/** A completed payment's receipt (the server refuses one for any other). */
export function useReceiptQuery(id: string | null) {
  return useQuery({
    queryKey: paymentKeys.receipt(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getReceiptEndpoint, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
  });
}

/** The caller's pending payments (newest first, the first page): those still waiting to be paid. */
export function useWaitingPaymentsQuery() {
  return useQuery({
    queryKey: paymentKeys.waiting(),
    queryFn: ({ signal }) =>
      api.call(endpoints.listUserPaymentsEndpoint, { query: { status: 'pending', limit: MY_PAYMENTS_PAGE_SIZE } }, { signal }),
    staleTime: 0,
  });
}

export const MY_PAYMENTS_PAGE_SIZE = 20;

/** The caller's payments, newest first. */
export function useMyPaymentsQuery(page: number) {
  return useQuery({
    queryKey: paymentKeys.mine(page),
    queryFn: ({ signal }) => api.call(endpoints.listUserPaymentsEndpoint, { query: { page, limit: MY_PAYMENTS_PAGE_SIZE } }, { signal }),
    staleTime: 0,
  });
}
