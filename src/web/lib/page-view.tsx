import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from './analytics';

/**
 * Records a page view with the page's path and title. Rendered after each page, inside the same
 * Suspense boundary (lazy-pages.tsx): it runs only once the page's module has loaded and the page
 * has rendered, and after the page's own effects, so the title it reads is the page's.
 */
export function PageView() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.trackPageView(pathname, document.title);
  }, [pathname]);
  return null;
}
