import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminMapsContentPage() {
  return <ComingSoon title={'Maps Content'} />;
}
