import { usePageTitle } from '../../lib/use-page-title';
import { LandingContent } from './landing-content';

/** /home for signed-in users: the landing page without its header, inside the app shell. */
export function HomePage() {
  usePageTitle('Home');
  return <LandingContent />;
}
