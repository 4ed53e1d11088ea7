import { paths } from '../../paths';
import { Logo } from '../logo';
import { PageLoader } from '../page-loader';

/**
 * The signed-in frame while the app's code for it is on its way (slow mobile data): the header bar at
 * its height with the logo, grey places where the bell, the user menu and the phone menu come, and
 * the loading state. The bar then fills in where it stands, instead of appearing under a blank page.
 */
export function SignedInFrame() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
          <Logo to={paths.home()} className="mr-2 md:mr-6" />
          <div className="ml-auto flex items-center gap-1" aria-hidden>
            {['bell', 'user', 'menu'].map((place) => (
              <span key={place} className="size-10 animate-pulse rounded-full bg-muted" />
            ))}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <PageLoader />
      </main>
    </div>
  );
}
