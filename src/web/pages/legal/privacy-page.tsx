import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { usePrivacyProcessingQuery } from '../../api/privacy';
import { LegalPage } from '../../components/legal/legal-document';
import { usePageTitle } from '../../lib/use-page-title';
import { privacyText } from './privacy-text';

/**
 * /privacy-policy: what is collected and why, who receives it and how long it is kept (as the
 * running service is set up), and the rights under POPIA.
 */
export function PrivacyPage() {
  usePageTitle(PUBLIC_PAGES.privacy.title);
  const processing = usePrivacyProcessingQuery();
  return <LegalPage document={privacyText(processing.data)} />;
}
