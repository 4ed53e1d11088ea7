import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/brand';

/** Sets the tab title to "Page · ZARcode" while the page is shown. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
