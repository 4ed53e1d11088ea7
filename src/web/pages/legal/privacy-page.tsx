import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { LegalPage } from '../../components/legal/legal-document';
import { usePageTitle } from '../../lib/use-page-title';
import { PRIVACY_TEXT } from './privacy-text';

/** /privacy-policy: what is collected and why, who receives it, how long it is kept, and the rights under POPIA. */
export function PrivacyPage() {
  usePageTitle(PUBLIC_PAGES.privacy.title);
  return <LegalPage document={PRIVACY_TEXT} />;
}
