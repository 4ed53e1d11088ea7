import type * as React from 'react';
import { useSession } from '../../session/use-session';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageOutlet } from './page-outlet';

/** The signed-in frame: navigation bar, the page, footer. */
export function AppShell({ children }: { children?: React.ReactNode }) {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      {user ? <Navbar user={user} /> : null}
      {/* At least a screen tall: the footer stays below the fold while a page loads, so it does not jump. */}
      <main id="main" className="min-h-dvh flex-1">
        <PageOutlet>{children}</PageOutlet>
      </main>
      <Footer />
    </div>
  );
}
