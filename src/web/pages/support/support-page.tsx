import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function SupportPage() {
  return <ComingSoon title={'Support'} />;
}
