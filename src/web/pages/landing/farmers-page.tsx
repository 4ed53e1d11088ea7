import { trackCtaClick } from '../../lib/analytics';
import { AudiencePage } from './audience/audience-page';
import { FARMERS_TEXT } from './audience/audience-text';

/** /farmers: for farms; its calls to action are cta_click events of category farmers_page. */
export function FarmersPage() {
  return <AudiencePage text={FARMERS_TEXT} name="farmers" track={(action) => trackCtaClick(action, 'farmers_page')} />;
}
