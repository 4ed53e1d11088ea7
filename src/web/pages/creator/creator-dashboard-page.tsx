import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function CreatorDashboardPage() {
  return <ComingSoon title={'Creator Dashboard'} />;
}
