import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function DashboardPage() {
  return <ComingSoon title={'Dashboard'} />;
}
