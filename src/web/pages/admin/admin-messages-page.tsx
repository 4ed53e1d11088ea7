import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminMessagesPage() {
  return <ComingSoon title={'Messages'} />;
}
