import { PUBLIC_PAGES } from '../../../domain/site/pages';
import { Footer } from '../../components/layout/footer';
import { usePageTitle } from '../../lib/use-page-title';
import { LandingContent } from './landing-content';
import { LandingHeader } from './landing-header';

/** The public landing page at / for signed-out visitors. */
export function LandingPage() {
  usePageTitle(PUBLIC_PAGES.landing.title);
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main id="main" className="flex-1">
        <LandingContent />
      </main>
      <Footer />
    </div>
  );
}
