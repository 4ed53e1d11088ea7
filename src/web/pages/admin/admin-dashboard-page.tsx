import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminDashboardPage() {
  return <ComingSoon title={'Admin Dashboard'} />;
}
