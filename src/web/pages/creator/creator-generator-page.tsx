import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function CreatorGeneratorPage() {
  return <ComingSoon title={`Creator ${PRODUCT_NAME} generator`} />;
}
