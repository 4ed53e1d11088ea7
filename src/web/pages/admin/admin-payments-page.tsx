import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminPaymentsPage() {
  return <ComingSoon title={'Payments'} />;
}
