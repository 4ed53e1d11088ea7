import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminEmailPage() {
  return <ComingSoon title={'Email'} />;
}
