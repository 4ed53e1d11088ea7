import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function PayfastTestPage() {
  return <ComingSoon title={'PayFast test page'} />;
}
