import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { LegalPage } from '../../components/legal/legal-document';
import { TERMS_TEXT } from '../../components/legal/terms-text';
import { usePageTitle } from '../../lib/use-page-title';

/** /terms-of-service: the same terms the generator's dialog shows. */
export function TermsPage() {
  usePageTitle(PUBLIC_PAGES.terms.title);
  return <LegalPage document={TERMS_TEXT} />;
}
