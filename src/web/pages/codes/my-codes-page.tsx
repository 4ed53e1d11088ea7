import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function MyCodesPage() {
  return <ComingSoon title={`My ${PRODUCT_NAME_PLURAL}`} />;
}
