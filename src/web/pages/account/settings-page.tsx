import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function SettingsPage() {
  return <ComingSoon title={'Settings'} />;
}
