import { trackTownship } from '../../lib/analytics';
import { AudiencePage } from './audience/audience-page';
import { TOWNSHIP_CONTENT } from './audience/audience-text';

/** /township: for township businesses, with the township events (docs/rules.md#events). */
export function TownshipPage() {
  return <AudiencePage content={TOWNSHIP_CONTENT} name="township" track={(action, label) => trackTownship(action, label)} />;
}
