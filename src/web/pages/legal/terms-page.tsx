import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function TermsPage() {
  return <ComingSoon title={'Terms of Service'} />;
}
