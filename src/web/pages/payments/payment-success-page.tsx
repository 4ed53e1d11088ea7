import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PaymentSuccessPage() {
  return <ComingSoon title={'Payment successful'} />;
}
