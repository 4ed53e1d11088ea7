import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageOutlet } from './components/layout/page-outlet';
import { PublicShell } from './components/layout/public-shell';
import { isTypedCode } from './lib/code-shape';
import { lazyPage } from './lib/lazy-page';
import { CODES_SEGMENT, paths } from './paths';
import { useSession } from './session/use-session';

/*
 * The two route tables of document 1, section 2: one for signed-in users, one for visitors.
 * Pages load lazily (one chunk each) with retry; pages only reachable signed in are sent to
 * /login for visitors. The signed-in table, with the app shell, the admin layout and their menus,
 * is a chunk of its own (signed-in-routes.tsx), so a visitor opening a shared code page does not
 * download them.
 */

export const pages = {
  landing: lazyPage(() => import('./pages/landing/landing-page'), 'LandingPage'),
  home: lazyPage(() => import('./pages/landing/home-page'), 'HomePage'),
  township: lazyPage(() => import('./pages/landing/township-page'), 'TownshipPage'),
  farmers: lazyPage(() => import('./pages/landing/farmers-page'), 'FarmersPage'),
  login: lazyPage(() => import('./pages/auth/login-page'), 'LoginPage'),
  register: lazyPage(() => import('./pages/auth/register-page'), 'RegisterPage'),
  forgotPassword: lazyPage(() => import('./pages/auth/forgot-password-page'), 'ForgotPasswordPage'),
  resetPassword: lazyPage(() => import('./pages/auth/reset-password-page'), 'ResetPasswordPage'),
  dashboard: lazyPage(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage'),
  codeDetail: lazyPage(() => import('./pages/codes/code-detail-page'), 'CodeDetailPage'),
  codeEdit: lazyPage(() => import('./pages/codes/code-edit-page'), 'CodeEditPage'),
  addressNotFound: lazyPage(() => import('./pages/codes/address-not-found-page'), 'AddressNotFoundPage'),
  generator: lazyPage(() => import('./pages/codes/generator-page'), 'GeneratorPage'),
  myCodes: lazyPage(() => import('./pages/codes/my-codes-page'), 'MyCodesPage'),
  profile: lazyPage(() => import('./pages/account/profile-page'), 'ProfilePage'),
  settings: lazyPage(() => import('./pages/account/settings-page'), 'SettingsPage'),
  payments: lazyPage(() => import('./pages/payments/payments-page'), 'PaymentsPage'),
  payment: lazyPage(() => import('./pages/payments/payment-page'), 'PaymentPage'),
  paymentSuccess: lazyPage(() => import('./pages/payments/payment-success-page'), 'PaymentSuccessPage'),
  paymentCancel: lazyPage(() => import('./pages/payments/payment-cancel-page'), 'PaymentCancelPage'),
  mockPayfast: lazyPage(() => import('./pages/payments/mock-payfast-page'), 'MockPayfastPage'),
  payfastTest: lazyPage(() => import('./pages/payments/payfast-test-page'), 'PayfastTestPage'),
  terms: lazyPage(() => import('./pages/legal/terms-page'), 'TermsPage'),
  privacy: lazyPage(() => import('./pages/legal/privacy-page'), 'PrivacyPage'),
  support: lazyPage(() => import('./pages/support/support-page'), 'SupportPage'),
  creatorDashboard: lazyPage(() => import('./pages/creator/creator-dashboard-page'), 'CreatorDashboardPage'),
  creatorGenerator: lazyPage(() => import('./pages/creator/creator-generator-page'), 'CreatorGeneratorPage'),
  creatorEditCode: lazyPage(() => import('./pages/creator/creator-edit-code-page'), 'CreatorEditCodePage'),
  creatorPublic: lazyPage(() => import('./pages/creator/creator-public-page'), 'CreatorPublicPage'),
  creatorCode: lazyPage(() => import('./pages/creator/creator-code-page'), 'CreatorCodePage'),
  adminDashboard: lazyPage(() => import('./pages/admin/admin-dashboard-page'), 'AdminDashboardPage'),
  adminUsers: lazyPage(() => import('./pages/admin/admin-users-page'), 'AdminUsersPage'),
  adminUser: lazyPage(() => import('./pages/admin/admin-user-page'), 'AdminUserPage'),
  adminCodes: lazyPage(() => import('./pages/admin/admin-codes-page'), 'AdminCodesPage'),
  adminPricing: lazyPage(() => import('./pages/admin/admin-pricing-page'), 'AdminPricingPage'),
  adminVouchers: lazyPage(() => import('./pages/admin/admin-vouchers-page'), 'AdminVouchersPage'),
  adminMessages: lazyPage(() => import('./pages/admin/admin-messages-page'), 'AdminMessagesPage'),
  adminPayments: lazyPage(() => import('./pages/admin/admin-payments-page'), 'AdminPaymentsPage'),
  adminExpenses: lazyPage(() => import('./pages/admin/admin-expenses-page'), 'AdminExpensesPage'),
  adminCsvExport: lazyPage(() => import('./pages/admin/admin-csv-export-page'), 'AdminCsvExportPage'),
  adminChangeRequests: lazyPage(() => import('./pages/admin/admin-change-requests-page'), 'AdminChangeRequestsPage'),
  adminCreators: lazyPage(() => import('./pages/admin/admin-creators-page'), 'AdminCreatorsPage'),
  adminMapsContent: lazyPage(() => import('./pages/admin/admin-maps-content-page'), 'AdminMapsContentPage'),
  adminEmail: lazyPage(() => import('./pages/admin/admin-email-page'), 'AdminEmailPage'),
  adminSettings: lazyPage(() => import('./pages/admin/admin-settings-page'), 'AdminSettingsPage'),
};

/** /{param}: a code typed any way (case, hyphen, look-alikes) is a code page, anything else a creator's page. */
export function SingleSegmentPage() {
  const segment = useParams().segment ?? '';
  return isTypedCode(segment) ? <pages.codeDetail /> : <pages.creatorPublic />;
}

/** /{slug}/{code}: a creator's code page when the second segment is code-shaped; otherwise an unknown path. */
export function CreatorCodeRoute({ unknownPath }: { unknownPath: string }) {
  const code = useParams().code ?? '';
  return isTypedCode(code) ? <pages.creatorCode /> : <Navigate to={unknownPath} replace />;
}

/** Paths only signed-in users may open; visitors are sent to /login. */
const SIGNED_IN_ONLY = [
  '/dashboard',
  '/generator',
  '/my-codes',
  '/payments',
  '/settings',
  '/profile',
  `/${CODES_SEGMENT}`,
  `/${CODES_SEGMENT}/:code/edit`,
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
        <Route path="/address-not-found" element={<pages.addressNotFound />} />
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
    <PageOutlet>
      <SignedInRoutes />
    </PageOutlet>
  );
}
