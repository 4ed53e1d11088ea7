import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminUsersPage() {
  return <ComingSoon title={'Users'} />;
}
