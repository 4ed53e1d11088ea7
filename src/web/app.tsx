import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { useCurrentUserQuery } from './api/auth';
import { setSessionEndedHandler } from './api/client';
import { queryClient } from './api/query-client';
import { usePublicSettingsQuery } from './api/settings';
import { ConsentNotice } from './components/consent-notice';
import { ToasterLoader } from './components/ui/toaster-loader';
import { toast } from './components/ui/use-toast';
import { analytics } from './lib/analytics';
import { localMessage } from './lib/i18n';
import { registerNavigator } from './lib/navigation';
import { paths } from './paths';
import { AppRoutes } from './routes';
import { session } from './session/session';
import { useSession } from './session/use-session';

/** Gives code outside React the router, and tells the user when the server ended the session. */
function NavigationBridge() {
  const navigate = useNavigate();
  React.useEffect(() => registerNavigator((to, options) => navigate(to, options)), [navigate]);
  React.useEffect(() => {
    setSessionEndedHandler((text) => {
      toast({ title: localMessage(text), variant: 'destructive' });
      navigate(paths.login(), { replace: true });
    });
  }, [navigate]);
  return null;
}

/**
 * Every navigation starts at the top of the page (hash links within a page keep their place). Not the
 * first page: the browser placed it, and a visitor may have scrolled a page the server rendered before
 * the app took it over.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const isFirstPage = React.useRef(true);
  React.useLayoutEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}

/**
 * Turns analytics on when the public settings name a tag-manager container (GTM_ID), off otherwise.
 * Page views are recorded by each page once it has rendered (lazy-pages.tsx), with its title.
 */
function AnalyticsSetup() {
  const settings = usePublicSettingsQuery();
  const gtmId = settings.data?.gtmId;
  const isSettled = settings.isSuccess || settings.isError;
  React.useEffect(() => {
    if (isSettled) analytics.configure(gtmId);
  }, [isSettled, gtmId]);
  return <ConsentNotice />;
}

/** Once per sign-in, reads the user from the server (names, role, creator profile may have changed). */
function CurrentUserSync() {
  const { isAuthenticated } = useSession();
  const me = useCurrentUserQuery(isAuthenticated);
  const user = me.data?.user;
  React.useEffect(() => {
    if (user) session.updateUser(user);
  }, [user]);
  return null;
}

/** The app inside a router and a query cache: the browser's here, the server's when it renders a page first (entry-server.tsx). */
export function AppContent() {
  return (
    <>
      <NavigationBridge />
      <ScrollToTop />
      <AnalyticsSetup />
      <CurrentUserSync />
      <AppRoutes />
      <ToasterLoader />
    </>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <AppContent />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
