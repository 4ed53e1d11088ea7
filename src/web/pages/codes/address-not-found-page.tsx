import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AddressNotFoundPage() {
  return <ComingSoon title={'Address not found'} />;
}
