import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminVouchersPage() {
  return <ComingSoon title={'Vouchers'} />;
}
