import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function ProfilePage() {
  return <ComingSoon title={'Profile Information'} />;
}
