import * as React from 'react';
import { loadWithRetry } from '../../lib/lazy-page';
import { useToast } from './use-toast';

const loadToaster = () => loadWithRetry(() => import('./toaster')).then((module) => module.Toaster);

/**
 * Mounts the Radix toaster when the first toast is raised, and keeps it from then on: most visits
 * (a shared code page opened from WhatsApp) show none, and Radix Toast is some 10 KB gzipped. The
 * toast waits in the store meanwhile. Should the code not arrive, the page goes on without notices.
 */
export function ToasterLoader() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = React.useState<React.ComponentType | null>(null);
  const isWanted = toasts.length > 0;

  React.useEffect(() => {
    if (!isWanted || Toaster) return;
    let isCurrent = true;
    loadToaster()
      .then((component) => {
        if (isCurrent) setToaster(() => component);
      })
      .catch((error: unknown) => console.warn('Could not load the notices', error));
    return () => {
      isCurrent = false;
    };
  }, [isWanted, Toaster]);

  return Toaster ? <Toaster /> : null;
}
