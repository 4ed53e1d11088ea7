import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PaymentPage() {
  return <ComingSoon title={'Payment'} />;
}
