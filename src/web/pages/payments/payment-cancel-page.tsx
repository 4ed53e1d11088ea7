import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PaymentCancelPage() {
  return <ComingSoon title={'Payment cancelled'} />;
}
