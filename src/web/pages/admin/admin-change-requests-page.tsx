import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminChangeRequestsPage() {
  return <ComingSoon title={'Change Requests'} />;
}
