import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function MockPayfastPage() {
  return <ComingSoon title={'Mock payment'} />;
}
