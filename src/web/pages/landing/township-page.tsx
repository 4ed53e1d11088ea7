import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function TownshipPage() {
  return <ComingSoon title={`${PRODUCT_NAME} for township businesses`} />;
}
