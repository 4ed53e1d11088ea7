import { useSearchParams } from 'react-router';

/** The `?paymentId=` of the success, cancel, mock and test pages. */
export function usePaymentIdParam(): string | null {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('paymentId');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
