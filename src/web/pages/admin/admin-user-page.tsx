import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminUserPage() {
  return <ComingSoon title={'User details'} />;
}
