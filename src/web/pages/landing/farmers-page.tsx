import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function FarmersPage() {
  return <ComingSoon title={`${PRODUCT_NAME} for farmers`} />;
}
