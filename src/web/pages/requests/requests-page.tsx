import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateLocationRequestReply, LocationRequest } from '../../../domain/location-requests/schemas';
import { useDeleteLocationRequestMutation, useLocationRequestsQuery, useReplaceRequestLinkMutation } from '../../api/location-requests';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Card } from '../../components/ui/card';
import { ListPagination } from '../../components/list-pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { NewRequestCard } from './new-request-card';
import { RequestCard } from './request-card';
import { RequestLinkDialog } from './request-link-dialog';
import { toastFailure } from '../../components/toast-failure';

/**
 * /requests: ask someone for their location, and see the answers as they come (the list is asked
 * again every 10 s while a request waits). A link is shown once; a lost one is replaced by a new one
 * (the one sent stops working). Answers are deleted 30 days after their link expired.
 */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  usePageTitle(t('app:locationRequests'));
  const [page, setPage] = useState(1);
  const requests = useLocationRequestsQuery(page);
  const [deleting, setDeleting] = useState<LocationRequest | null>(null);
  const replaceLink = useReplaceRequestLinkMutation();
  const [replaced, setReplaced] = useState<CreateLocationRequestReply | null>(null);
  const list = requests.data?.requests ?? [];
  const pagination = requests.data?.pagination;

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app:locationRequests')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      <NewRequestCard />
      {requests.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : requests.isError ? (
        <p className="text-sm text-destructive">{t('listFailed')}</p>
      ) : list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-900">{t('noRequests')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('noRequestsHint')}</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={t('yourRequests')}>
          {list.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                onDelete={setDeleting}
                onNewLink={(asked) =>
                  replaceLink.mutate(asked.id, {
                    onSuccess: setReplaced,
                    onError: (error) => toastFailure(t('newLinkFailed'), error, t('myCodes:tryAgain')),
                  })
                }
                isMakingLink={replaceLink.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      {pagination ? <ListPagination pagination={pagination} onPageChange={setPage} /> : null}
      <DeleteRequestDialog request={deleting} onClose={() => setDeleting(null)} />
      <RequestLinkDialog created={replaced} isReplacement onClose={() => setReplaced(null)} />
    </div>
  );
}

function DeleteRequestDialog({ request, onClose }: { request: LocationRequest | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const deletion = useDeleteLocationRequestMutation();
  function handleDelete() {
    if (!request) return;
    deletion.mutate(request.id, {
      onSuccess: () => toast({ title: t('deleted'), variant: 'success' }),
      onError: (error) => toastFailure(t('app:deleteFailed'), error, t('myCodes:tryAgain')),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={request !== null}
      title={t('deleteTitle')}
      description={t('deleteText')}
      confirmLabel={t('app:delete')}
      isPending={deletion.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
