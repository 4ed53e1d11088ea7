import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { NextStep } from '../../../../domain/payments/schemas';
import { paths } from '../../../paths';
import { PayfastForm } from './payfast-form';
import { withPaymentId } from './payment-rules';

const PAYFAST_FORM_ID = 'payfast-checkout';

type PayfastStep = Extract<NextStep, { kind: 'payfast' }>;

/**
 * Sends the buyer to the gateway as the server said (a new payment's answer, or a resumed one's): the
 * mock page, the PayFast test page while Debug Mode is on, or the signed form posted straight to
 * PayFast. `form` must be on the page for the last; `isRedirecting` is true from then on.
 */
export function useGateway(): { goToGateway: (payment: { id: string; next: NextStep }) => void; isRedirecting: boolean; form: ReactNode } {
  const navigate = useNavigate();
  const [payfast, setPayfast] = useState<PayfastStep | null>(null);

  const goToGateway = ({ id, next }: { id: string; next: NextStep }) => {
    if (next.kind === 'mock') void navigate(next.url);
    else if (next.testPage.debugMode) void navigate(withPaymentId(paths.paymentTest(), id));
    else setPayfast(next);
  };

  return {
    goToGateway,
    isRedirecting: payfast !== null,
    form: payfast ? <PayfastForm id={PAYFAST_FORM_ID} next={payfast} submitNow /> : null,
  };
}
