import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AdminGuard, SuperAdminGuard } from './components/guards';
import { AdminLayout } from './components/layout/admin-layout';
import { AppShell } from './components/layout/app-shell';
import { InEnglish } from './components/layout/in-english';
import { CODES_SEGMENT, CREATOR_EDIT_SEGMENT, paths } from './paths';
import { CreatorCodeRoute, SingleSegmentPage, pages } from './lazy-pages';

/*
 * The signed-in route table (docs/rules.md#screens), loaded once a session exists: it brings the app
 * shell, the admin layout and their menus, which visitors never see.
 */

/** A redirect that keeps the query string and hash. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** Old /admin/... paths go to the matching /a/... path. */
function OldAdminRedirect() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  const target = rest ? `${paths.admin.dashboard()}/${rest}` : paths.admin.dashboard();
  return <Navigate to={`${target}${search}${hash}`} replace />;
}

const admin = (Page: ComponentType) => (
  <AdminGuard>
    <Page />
  </AdminGuard>
);
const superAdmin = (Page: ComponentType) => (
  <SuperAdminGuard>
    <Page />
  </SuperAdminGuard>
);

export function SignedInRoutes() {
  const toDashboard = <Navigate to={paths.dashboard()} replace />;
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/home" element={<pages.home />} />
        <Route path="/dashboard" element={<pages.dashboard />} />
        <Route path="/generator" element={<pages.generator />} />
        <Route path="/my-codes" element={<pages.myCodes />} />
        <Route path="/payments" element={<pages.payments />} />
        <Route path="/settings" element={<pages.settings />} />
        <Route path="/profile" element={<pages.profile />} />
        <Route path="/profile/security" element={<pages.security />} />
        <Route path="/terms-of-service" element={<pages.terms />} />
        <Route path="/privacy-policy" element={<pages.privacy />} />
        <Route path="/support" element={<pages.support />} />
        <Route path="/developers" element={<pages.developers />} />
        <Route path="/requests" element={<pages.requests />} />
        <Route path="/r/:token" element={<pages.requestLink />} />
        <Route path="/runs" element={<pages.runs />} />
        <Route path="/runs/:id" element={<pages.run />} />
        <Route path="/runs/link/:token" element={<pages.runLink />} />
        <Route path="/township" element={<pages.township />} />
        <Route path="/farmers" element={<pages.farmers />} />
        <Route path="/creators" element={<pages.creators />} />
        <Route path="/address-not-found" element={<pages.addressNotFound />} />
        <Route path={`/${CODES_SEGMENT}`} element={<RedirectTo to={paths.admin.codes()} />} />
        <Route path={`/${CODES_SEGMENT}/:code`} element={<pages.codeDetail />} />
        <Route path={`/${CODES_SEGMENT}/:code/edit`} element={<pages.codeEdit />} />
        <Route path={`/${CODES_SEGMENT}/:code/access`} element={<pages.codeAccess />} />
        <Route path="/creator-dashboard" element={<pages.creatorDashboard />} />
        <Route path="/creator-generator" element={<pages.creatorGenerator />} />
        <Route path={`/creator/${CREATOR_EDIT_SEGMENT}/:code`} element={<pages.creatorEditCode />} />
        <Route path="/payment" element={<pages.payment />} />
        <Route path="/payment/success" element={<pages.paymentSuccess />} />
        <Route path="/payment/cancel" element={<pages.paymentCancel />} />
        {/* Stand-ins for PayFast's own pages (a test tool and the mock gateway): in English, as PayFast's are. */}
        <Route path="/payment/mock-payfast" element={<InEnglish><pages.mockPayfast /></InEnglish>} />
        <Route path="/payment/payfast-test" element={<InEnglish><pages.payfastTest /></InEnglish>} />
        <Route path="/a" element={<AdminLayout />}>
          <Route index element={admin(pages.adminDashboard)} />
          <Route path="users" element={admin(pages.adminUsers)} />
          <Route path="users/:id" element={admin(pages.adminUser)} />
          <Route path={CODES_SEGMENT} element={admin(pages.adminCodes)} />
          <Route path="pricing" element={admin(pages.adminPricing)} />
          <Route path="vouchers" element={admin(pages.adminVouchers)} />
          <Route path="messages" element={admin(pages.adminMessages)} />
          <Route path="channels" element={admin(pages.adminChannels)} />
          <Route path="payments" element={admin(pages.adminPayments)} />
          <Route path="expenses" element={admin(pages.adminExpenses)} />
          <Route path="csv-export" element={admin(pages.adminCsvExport)} />
          <Route path="change-requests" element={admin(pages.adminChangeRequests)} />
          <Route path="creators" element={admin(pages.adminCreators)} />
          <Route path="maps-content" element={admin(pages.adminMapsContent)} />
          <Route path="email" element={superAdmin(pages.adminEmail)} />
          <Route path="settings" element={superAdmin(pages.adminSettings)} />
          <Route path="audit" element={superAdmin(pages.adminAudit)} />
          <Route path="*" element={toDashboard} />
        </Route>
        <Route path="/:segment" element={<SingleSegmentPage />} />
        <Route path="/:slug/:code" element={<CreatorCodeRoute unknownPath={paths.dashboard()} />} />
      </Route>
      <Route path="/admin" element={<OldAdminRedirect />} />
      <Route path="/admin/*" element={<OldAdminRedirect />} />
      <Route path="/login" element={toDashboard} />
      <Route path="/register" element={toDashboard} />
      <Route path="/forgot-password" element={toDashboard} />
      <Route path="/reset-password" element={toDashboard} />
      <Route path="/" element={toDashboard} />
      <Route path="*" element={toDashboard} />
    </Routes>
  );
}
