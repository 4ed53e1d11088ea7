import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';
import { useCodeParam } from './use-code-param';

/** Routed now, built later. */
export function CodeDetailPage() {
  const code = useCodeParam();
  return <ComingSoon title={`${PRODUCT_NAME} ${code}`} />;
}
