import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PaymentsPage() {
  return <ComingSoon title={'My Payments'} />;
}
