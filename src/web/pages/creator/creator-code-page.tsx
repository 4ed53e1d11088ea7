import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { ComingSoon } from '../../components/coming-soon';
import { useCodeParam } from '../../lib/use-code-param';

/** Routed now, built later. */
export function CreatorCodePage() {
  const code = useCodeParam();
  const params = useParams();
  const slug = params.slug ?? params.segment ?? '';
  return <ComingSoon title={`${PRODUCT_NAME} ${code} by ${slug}`} />;
}
