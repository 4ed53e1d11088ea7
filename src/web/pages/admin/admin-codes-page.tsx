import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminCodesPage() {
  return <ComingSoon title={PRODUCT_NAME_PLURAL} />;
}
