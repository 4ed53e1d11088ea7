import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';
import { useCodeParam } from '../../lib/use-code-param';

/** Routed now, built later. */
export function CreatorEditCodePage() {
  const code = useCodeParam();
  return <ComingSoon title={`Edit ${PRODUCT_NAME} ${code}`} />;
}
