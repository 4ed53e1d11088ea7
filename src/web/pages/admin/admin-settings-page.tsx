import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminSettingsPage() {
  return <ComingSoon title={'System Settings'} />;
}
