import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminPricingPage() {
  return <ComingSoon title={'Pricing'} />;
}
