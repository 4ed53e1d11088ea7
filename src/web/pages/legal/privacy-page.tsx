import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PrivacyPage() {
  return <ComingSoon title={'Privacy Policy'} />;
}
