import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminCreatorsPage() {
  return <ComingSoon title={'Creators'} />;
}
