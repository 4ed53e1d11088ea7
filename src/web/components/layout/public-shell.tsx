import { paths } from '../../paths';
import { Logo } from '../logo';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { PageOutlet } from './page-outlet';
import { VisitorActions } from './visitor-actions';

/** The signed-out frame for public pages (code pages, legal, support): a slim header and the footer. */
export function PublicShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
          <Logo to={paths.landing()} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitcher isIconOnPhones />
            <VisitorActions />
          </div>
        </div>
      </header>
      {/* At least a screen tall: the footer stays below the fold while a page loads, so it does not jump. */}
      <main id="main" className="min-h-dvh flex-1">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
