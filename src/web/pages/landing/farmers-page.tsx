import { trackCtaClick } from '../../lib/analytics';
import { AudiencePage } from './audience/audience-page';
import { FARMERS_CONTENT } from './audience/audience-text';

/** /farmers: for farms; its calls to action are cta_click events of category farmers_page. */
export function FarmersPage() {
  return <AudiencePage content={FARMERS_CONTENT} name="farmers" track={(action) => trackCtaClick(action, 'farmers_page')} />;
}
