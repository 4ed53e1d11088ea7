import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function GeneratorPage() {
  return <ComingSoon title={`Generate ${PRODUCT_NAME}`} />;
}
