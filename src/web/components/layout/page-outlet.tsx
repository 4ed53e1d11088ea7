import * as React from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../page-loader';
import { RouteErrorBoundary } from '../route-error-boundary';

/** Where a shell shows its page: loading and failures stay inside the shell. */
export function PageOutlet({ children }: { children?: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <React.Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</React.Suspense>
    </RouteErrorBoundary>
  );
}
