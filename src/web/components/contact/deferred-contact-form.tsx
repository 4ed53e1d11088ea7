import * as React from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { Spinner } from '../ui/spinner';
import type { ContactDefaults } from './contact-form';

const LazyContactForm = lazyPage(() => import('./contact-form'), 'ContactForm') as unknown as React.ComponentType<{
  defaults?: ContactDefaults;
  idPrefix?: string;
}>;

/**
 * The contact form, fetched when its place comes near the screen: it sits at the foot of the landing
 * and support pages, and its form library and rules (about 40 KB gzipped) would otherwise slow the
 * first view of every visit on mobile data. The space it will take is kept, so nothing jumps.
 */
export function DeferredContactForm(props: { defaults?: ContactDefaults; idPrefix?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fallback = (
    <div className="flex h-full items-center justify-center">
      <Spinner />
    </div>
  );
  return (
    <div ref={ref} className={isNear ? undefined : 'min-h-[30rem]'}>
      {isNear ? (
        <React.Suspense fallback={<div className="min-h-[30rem]">{fallback}</div>}>
          <LazyContactForm {...props} />
        </React.Suspense>
      ) : null}
    </div>
  );
}
