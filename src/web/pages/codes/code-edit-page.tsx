import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { ApiError } from '../../api/client';
import { useZarcodeQuery } from '../../api/zarcodes';
import { CodeLocationCard } from '../../components/change-requests/code-location-card';
import { ImagePanel } from '../../components/images/image-panel';
import { PageLoader } from '../../components/page-loader';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CodeLoadFailed, CodeNotFound } from './edit/code-states';
import { EditCodeForm } from './edit/edit-code-form';
import { useCodeParam } from '../../lib/use-code-param';

/** Shown to a signed-in user who does not own the code: said plainly, and no PUT is ever sent. */
function NotYourCode({ code }: { code: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700" aria-hidden>
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">You can&apos;t edit this {PRODUCT_NAME}</h1>
      <p className="mt-3 text-muted-foreground">
        Only the owner of {PRODUCT_NAME} <span className="font-mono font-semibold text-slate-800">{code}</span> or an
        administrator can change it.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.code(code)}>View {code}</Link>
      </Button>
    </section>
  );
}

/**
 * /zarcodes/{code}/edit: photos, the location (moved only in the window of an approved change
 * request), title, description, privacy and address lines, for the code's owner and admins. A PUT
 * refused with 403 would end the session, so others never reach the form.
 */
export function CodeEditPage() {
  const codeParam = useCodeParam();
  const query = useZarcodeQuery(codeParam);
  usePageTitle(`Edit ${codeParam}`);

  if (query.isPending) return <PageLoader />;
  const code = query.data;
  if (!code) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <CodeNotFound code={codeParam} />
    ) : (
      <CodeLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  }
  if (!code.canEdit) return <NotYourCode code={code.zarcode} />;

  return (
    <div className="mx-auto max-w-3xl px-3 py-5 sm:px-6 sm:py-8">
      <Link
        to={paths.code(code.zarcode)}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to {code.zarcode}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Edit {PRODUCT_NAME} <span className="font-mono">{code.zarcode}</span>
      </h1>
      <div className="mt-5 grid gap-5">
        {/* Photos are saved as they change, so they sit outside the form and its Save button. */}
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ImagePanel
              target={{ kind: 'saved', zarcodeId: code.id }}
              headingLevel="h2"
              description="Photos of the gate or entrance help whoever comes to recognise it. They are saved as soon as you add, move or delete them."
            />
          </CardContent>
        </Card>
        <CodeLocationCard code={code} />
        <EditCodeForm code={code} />
      </div>
    </div>
  );
}
