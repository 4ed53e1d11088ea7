import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { ServerPage } from './components/server-page';
import { PageView } from './lib/page-view';
import { isTypedCode } from './lib/code-shape';
import { lazyPage as lazyModule } from './lib/lazy-page';

/** A page loaded lazily that records its page view once it has rendered (lib/page-view.tsx). */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Page = lazyModule(load, name);
  function TrackedPage() {
    return (
      <>
        <Page />
        <PageView />
      </>
    );
  }
  return TrackedPage;
}

/*
 * Every page of the app as a lazy module (one chunk each, loaded with retry), and the two route
 * elements that pick a page by the shape of a segment. Both route tables (routes.tsx for visitors,
 * signed-in-routes.tsx) take their pages from here; nothing else imports a page module.
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
  /** Code pages are rendered by the server (features/code-page): inside the app, a link loads them. */
  codeDetail: ServerPage,
  codeEdit: lazyPage(() => import('./pages/codes/code-edit-page'), 'CodeEditPage'),
  codeAccess: lazyPage(() => import('./pages/codes/code-access-page'), 'CodeAccessPage'),
  addressNotFound: lazyPage(() => import('./pages/codes/address-not-found-page'), 'AddressNotFoundPage'),
  generator: lazyPage(() => import('./pages/codes/generator-page'), 'GeneratorPage'),
  myCodes: lazyPage(() => import('./pages/codes/my-codes-page'), 'MyCodesPage'),
  profile: lazyPage(() => import('./pages/account/profile-page'), 'ProfilePage'),
  settings: lazyPage(() => import('./pages/account/settings-page'), 'SettingsPage'),
  security: lazyPage(() => import('./pages/account/security-page'), 'SecurityPage'),
  payments: lazyPage(() => import('./pages/payments/payments-page'), 'PaymentsPage'),
  payment: lazyPage(() => import('./pages/payments/payment-page'), 'PaymentPage'),
  paymentSuccess: lazyPage(() => import('./pages/payments/payment-success-page'), 'PaymentSuccessPage'),
  paymentCancel: lazyPage(() => import('./pages/payments/payment-cancel-page'), 'PaymentCancelPage'),
  mockPayfast: lazyPage(() => import('./pages/payments/mock-payfast-page'), 'MockPayfastPage'),
  payfastTest: lazyPage(() => import('./pages/payments/payfast-test-page'), 'PayfastTestPage'),
  terms: lazyPage(() => import('./pages/legal/terms-page'), 'TermsPage'),
  privacy: lazyPage(() => import('./pages/legal/privacy-page'), 'PrivacyPage'),
  support: lazyPage(() => import('./pages/support/support-page'), 'SupportPage'),
  developers: lazyPage(() => import('./pages/developers/developers-page'), 'DevelopersPage'),
  requests: lazyPage(() => import('./pages/requests/requests-page'), 'RequestsPage'),
  requestLink: lazyPage(() => import('./pages/requests/request-link-page'), 'RequestLinkPage'),
  runs: lazyPage(() => import('./pages/runs/runs-page'), 'RunsPage'),
  run: lazyPage(() => import('./pages/runs/runs-page'), 'RunPage'),
  runLink: lazyPage(() => import('./pages/runs/runs-page'), 'RunLinkPage'),
  creatorDashboard: lazyPage(() => import('./pages/creator/creator-dashboard-page'), 'CreatorDashboardPage'),
  creatorGenerator: lazyPage(() => import('./pages/creator/creator-generator-page'), 'CreatorGeneratorPage'),
  // The creator's edit page is the code's edit page in a creator's frame; a creator's code page is the server's.
  creatorEditCode: lazyPage(() => import('./pages/codes/code-edit-page'), 'CreatorEditCodePage'),
  creatorPublic: lazyPage(() => import('./pages/creator/creator-public-page'), 'CreatorPublicPage'),
  creatorCode: ServerPage,
  creators: lazyPage(() => import('./pages/creator/creators-page'), 'CreatorsPage'),
  adminDashboard: lazyPage(() => import('./pages/admin/admin-dashboard-page'), 'AdminDashboardPage'),
  adminUsers: lazyPage(() => import('./pages/admin/admin-users-page'), 'AdminUsersPage'),
  adminUser: lazyPage(() => import('./pages/admin/admin-user-page'), 'AdminUserPage'),
  adminCodes: lazyPage(() => import('./pages/admin/admin-codes-page'), 'AdminCodesPage'),
  adminPricing: lazyPage(() => import('./pages/admin/admin-pricing-page'), 'AdminPricingPage'),
  adminVouchers: lazyPage(() => import('./pages/admin/admin-vouchers-page'), 'AdminVouchersPage'),
  adminMessages: lazyPage(() => import('./pages/admin/admin-messages-page'), 'AdminMessagesPage'),
  adminChannels: lazyPage(() => import('./pages/admin/admin-channels-page'), 'AdminChannelsPage'),
  adminPayments: lazyPage(() => import('./pages/admin/admin-payments-page'), 'AdminPaymentsPage'),
  adminExpenses: lazyPage(() => import('./pages/admin/admin-expenses-page'), 'AdminExpensesPage'),
  adminCsvExport: lazyPage(() => import('./pages/admin/admin-csv-export-page'), 'AdminCsvExportPage'),
  adminChangeRequests: lazyPage(() => import('./pages/admin/admin-change-requests-page'), 'AdminChangeRequestsPage'),
  adminCreators: lazyPage(() => import('./pages/admin/admin-creators-page'), 'AdminCreatorsPage'),
  adminMapsContent: lazyPage(() => import('./pages/admin/admin-maps-content-page'), 'AdminMapsContentPage'),
  adminEmail: lazyPage(() => import('./pages/admin/admin-email-page'), 'AdminEmailPage'),
  adminSettings: lazyPage(() => import('./pages/admin/admin-settings-page'), 'AdminSettingsPage'),
  adminAudit: lazyPage(() => import('./pages/admin/admin-audit-page'), 'AdminAuditPage'),
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
