import { useEffect } from 'react';
import { pageTitle } from '../../domain/site/pages';

/** Sets the tab title to "Page · ZARcode" while the page is shown (the server writes the same for public pages). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
