import { Navigate, Route, Routes } from 'react-router';
import { SignedInFrame } from './components/layout/signed-in-frame';
import { PageOutlet } from './components/layout/page-outlet';
import { PublicShell } from './components/layout/public-shell';
import { CreatorCodeRoute, SingleSegmentPage, pages } from './lazy-pages';
import { lazyPage } from './lib/lazy-page';
import { CODES_SEGMENT, paths } from './paths';
import { useSession } from './session/use-session';

/*
 * The two route tables (docs/rules.md#screens): one for signed-in users, one for visitors.
 * Pages load lazily (lazy-pages.tsx); pages only reachable signed in are sent to /login for
 * visitors. The signed-in table, with the app shell, the admin layout and their menus,
 * is a chunk of its own (signed-in-routes.tsx), so a visitor opening a shared code page does not
 * download them.
 */

/** Paths only signed-in users may open; visitors are sent to /login. */
const SIGNED_IN_ONLY = [
  '/dashboard',
  '/generator',
  '/my-codes',
  '/payments',
  '/settings',
  '/profile',
  '/profile/security',
  '/developers',
  '/requests',
  `/${CODES_SEGMENT}`,
  `/${CODES_SEGMENT}/:code/edit`,
  `/${CODES_SEGMENT}/:code/access`,
  '/creator-dashboard',
  '/creator-generator',
  '/creator/*',
  '/payment',
  '/payment/*',
  '/a',
  '/a/*',
  '/admin',
  '/admin/*',
];

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<PageOutlet><pages.landing /></PageOutlet>} />
      <Route element={<PageOutlet />}>
        <Route path="/login" element={<pages.login />} />
        <Route path="/register" element={<pages.register />} />
        <Route path="/forgot-password" element={<pages.forgotPassword />} />
        <Route path="/reset-password" element={<pages.resetPassword />} />
      </Route>
      <Route element={<PublicShell />}>
        <Route path="/township" element={<pages.township />} />
        <Route path="/farmers" element={<pages.farmers />} />
        <Route path="/terms-of-service" element={<pages.terms />} />
        <Route path="/privacy-policy" element={<pages.privacy />} />
        <Route path="/support" element={<pages.support />} />
        <Route path="/creators" element={<pages.creators />} />
        <Route path="/address-not-found" element={<pages.addressNotFound />} />
        <Route path="/r/:token" element={<pages.requestLink />} />
        <Route path="/runs" element={<pages.runs />} />
        <Route path="/runs/:id" element={<pages.run />} />
        <Route path="/runs/link/:token" element={<pages.runLink />} />
        <Route path={`/${CODES_SEGMENT}/:code`} element={<pages.codeDetail />} />
        <Route path="/:segment" element={<SingleSegmentPage />} />
        <Route path="/:slug/:code" element={<CreatorCodeRoute unknownPath={paths.landing()} />} />
      </Route>
      {SIGNED_IN_ONLY.map((path) => (
        <Route key={path} path={path} element={<Navigate to={paths.login()} replace />} />
      ))}
      <Route path="/home" element={<Navigate to={paths.landing()} replace />} />
      <Route path="*" element={<Navigate to={paths.landing()} replace />} />
    </Routes>
  );
}

const SignedInRoutes = lazyPage(() => import('./signed-in-routes'), 'SignedInRoutes');

/** The table that fits the session; signing in or out switches it at once. */
export function AppRoutes() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <SignedOutRoutes />;
  return (
    <PageOutlet fallback={<SignedInFrame />}>
      <SignedInRoutes />
    </PageOutlet>
  );
}
