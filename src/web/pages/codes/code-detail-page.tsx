import * as React from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DELIVERY_KEY_PARAM } from '../../../domain/access-details/access-details';
import { PRODUCT_NAME } from '../../../domain/brand';
import { ApiError } from '../../api/client';
import { usePublicCreatorQuery } from '../../api/creators';
import { useZarcodeQuery } from '../../api/zarcodes';
import { CreatorHeader } from '../../components/creators/creator-header';
import { QrCard } from '../../components/share/qr-card';
import { SharePanel } from '../../components/share/share-panel';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../session/use-session';
import { CodeHeader } from './detail/code-header';
import { CodeImages } from './detail/code-images';
import { CodeLoadFailed, CodeLoading, CodeNotFound } from './detail/code-states';
import { DetailsCard } from './detail/details-card';
import { LocationMap } from './detail/location-map';
import { PrintCard } from './detail/print-card';
import { SignupHeader } from './detail/signup-header';
import { useCodeParam } from '../../lib/use-code-param';
import { useCanonicalCodePath } from './detail/use-canonical-code-path';

// Access details show to owners, admins, named accounts and delivery links only: a visitor's page
// never loads their code.
const AccessDetailsCard = React.lazy(() =>
  import('./detail/access-details-card').then((module) => ({ default: module.AccessDetailsCard })),
);

/**
 * /{slug}/{code}: the code page under its creator's header. A code under another slug, or one with
 * no public creator page any more, goes to its canonical address (useCanonicalCodePath).
 */
export function CreatorCodePage() {
  return <CodeDetailPage creatorSlug={useParams().slug ?? ''} />;
}

/** The creator's band over their code, once the code is known to be theirs. */
function CreatorBand({ slug }: { slug: string }) {
  const creator = usePublicCreatorQuery(slug);
  return creator.data ? <CreatorHeader creator={creator.data} headingLevel="p" linkName /> : null;
}

/**
 * A code's page (document 2, section 2), at /zarcodes/{code} and /{code}: open to anyone, signed in
 * or not. The map opens as a light static view; the interactive map loads on request.
 */
export function CodeDetailPage({ creatorSlug }: { creatorSlug?: string }) {
  const codeParam = useCodeParam();
  const { isAuthenticated } = useSession();
  // A delivery link (`/{code}?k=...`) shows the code's access details to whoever holds it.
  const deliveryKey = useSearchParams()[0].get(DELIVERY_KEY_PARAM);
  const query = useZarcodeQuery(codeParam);
  const code = query.data;
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useCanonicalCodePath(codeParam, code, creatorSlug);

  usePageTitle(code ? (code.title && code.privacy === 'public' ? `${code.title} · ${code.zarcode}` : code.zarcode) : codeParam);

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  React.useEffect(() => {
    if (!failedAt) return;
    toast({
      title: isNotFound ? `${PRODUCT_NAME} not found` : `Failed to fetch ${PRODUCT_NAME}`,
      variant: 'destructive',
    });
  }, [failedAt, isNotFound]);

  const signupHeader = isAuthenticated ? null : <SignupHeader />;

  if (query.isPending) {
    return (
      <>
        {signupHeader}
        <CodeLoading />
      </>
    );
  }
  if (!code) {
    return (
      <>
        {signupHeader}
        {isNotFound ? (
          <CodeNotFound code={codeParam} />
        ) : (
          <CodeLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
      </>
    );
  }

  const origin = window.location.origin;
  return (
    <>
      {signupHeader}
      {creatorSlug !== undefined && code.creatorSlug === creatorSlug ? <CreatorBand slug={creatorSlug} /> : null}
      <div className="mx-auto max-w-7xl space-y-5 px-3 py-5 sm:px-6 sm:py-8 lg:px-8">
        <CodeHeader code={code} origin={origin} canEdit={code.canEdit} />
        <div className="grid gap-5 lg:grid-cols-3">
          <div className="min-w-0 space-y-5 lg:col-span-2">
            {isAuthenticated || deliveryKey ? (
              <React.Suspense fallback={null}>
                <AccessDetailsCard code={code.zarcode} deliveryKey={deliveryKey} isSignedIn={isAuthenticated} />
              </React.Suspense>
            ) : null}
            <LocationMap code={code} />
            <CodeImages code={code} />
            <DetailsCard code={code} />
          </div>
          <div className="min-w-0 space-y-5">
            <SharePanel code={code} origin={origin} />
            <QrCard code={code.zarcode} />
            <PrintCard code={code.zarcode} />
          </div>
        </div>
      </div>
    </>
  );
}
