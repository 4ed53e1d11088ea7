import * as React from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../page-loader';
import { RouteErrorBoundary } from '../route-error-boundary';

/** Where a shell shows its page: loading (`fallback`, a spinner by default) and failures stay inside the shell. */
export function PageOutlet({ children, fallback = <PageLoader /> }: { children?: React.ReactNode; fallback?: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <React.Suspense fallback={fallback}>{children ?? <Outlet />}</React.Suspense>
    </RouteErrorBoundary>
  );
}
