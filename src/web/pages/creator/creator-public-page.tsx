import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function CreatorPublicPage() {
  const params = useParams();
  const slug = params.slug ?? params.segment ?? '';
  return <ComingSoon title={`Creator ${slug}`} />;
}
