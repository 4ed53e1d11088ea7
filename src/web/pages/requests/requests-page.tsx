import { useState } from 'react';
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
  usePageTitle('Location requests');
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Location requests</h1>
        <p className="mt-1 text-muted-foreground">Where is the customer? Ask, and their answer shows here.</p>
      </header>
      <NewRequestCard />
      {requests.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : requests.isError ? (
        <p className="text-sm text-destructive">Failed to fetch your requests. Please reload the page.</p>
      ) : list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-900">No requests yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Create a link above and send it to the person you are looking for.</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Your location requests">
          {list.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                onDelete={setDeleting}
                onNewLink={(asked) =>
                  replaceLink.mutate(asked.id, {
                    onSuccess: setReplaced,
                    onError: (error) => toastFailure('No new link made', error, 'Please try again.'),
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
  const deletion = useDeleteLocationRequestMutation();
  function handleDelete() {
    if (!request) return;
    deletion.mutate(request.id, {
      onSuccess: () => toast({ title: 'Request deleted', variant: 'success' }),
      onError: (error) => toastFailure('Delete failed', error, 'Please try again.'),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={request !== null}
      title="Delete this request?"
      description="Its answer is deleted and its link stops working."
      confirmLabel="Delete"
      isPending={deletion.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
