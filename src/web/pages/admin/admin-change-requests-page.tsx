import * as React from 'react';
import { CHANGE_REQUEST_FILTERS, type ChangeRequestFilter } from '../../../domain/change-requests/change-requests';
import type { AdminChangeRequest } from '../../../domain/change-requests/schemas';
import { useAdminChangeRequestsQuery } from '../../api/change-requests';
import { ListPagination } from '../../components/list-pagination';
import { Card } from '../../components/ui/card';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { ApproveDialog, RejectDialog } from './change-requests/decision-dialogs';
import { RequestCard, RequestCardSkeletons, STATE_LABELS } from './change-requests/request-card';
import { AdminPage, FetchError } from './parts/admin-page';
import { SearchFilter } from './parts/filters';
import { EmptyList, useListFilters } from './parts/list-parts';

const SEARCH_DEBOUNCE_MS = 300;

const filterLabel = (filter: ChangeRequestFilter) => (filter === 'all' ? 'All' : STATE_LABELS[filter]);

const EMPTY_TEXT: Record<ChangeRequestFilter, string> = {
  pending: 'Nothing is waiting for a decision.',
  approved: 'No owner is in a 24-hour window to move a code.',
  expired: 'No approval has run out unused.',
  rejected: 'No request has been rejected.',
  applied: 'No code has been moved through a request yet.',
  all: 'No one has asked to move a code yet.',
};

/**
 * /a/change-requests: owners' requests to move a code, by state (pending first: the queue), with a
 * search over code, owner and reason. Approve (after a confirmation) gives the owner 24 hours to move
 * it; Reject needs a note for the owner. Each decision is audited and mailed by the server.
 */
export function AdminChangeRequestsPage() {
  usePageTitle('Change Requests');
  const { filters, setFilter, filterField, setPage } = useListFilters<{ page: number; status: ChangeRequestFilter; search: string }>({
    page: 1,
    status: 'pending',
    search: '',
  });
  const { status, page } = filters;
  const [approving, setApproving] = React.useState<AdminChangeRequest | null>(null);
  const [rejecting, setRejecting] = React.useState<AdminChangeRequest | null>(null);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAdminChangeRequestsQuery({ status, search: search || undefined, page });
  const now = useNow();
  const data = list.data;

  return (
    <AdminPage title="Change Requests" description="Owners asking to move a code. An approval gives the owner 24 hours to move it.">
      <Card className="grid gap-3 p-4">
        <div role="group" aria-label="Status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {CHANGE_REQUEST_FILTERS.map((filter) => {
            const count = filter === 'all' ? null : data?.counts[filter];
            const isCurrent = filter === status;
            return (
              <button
                key={filter}
                type="button"
                aria-pressed={isCurrent}
                onClick={() => setFilter('status', filter)}
                className={cn(
                  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                  isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-slate-700 hover:bg-muted',
                )}
              >
                {filterLabel(filter)}
                {count !== null && count !== undefined ? (
                  <span className={cn('rounded-full px-1.5 text-xs tabular-nums', isCurrent ? 'bg-white text-primary' : 'bg-muted')}>{count}</span>
                ) : null}
              </button>
            );
          })}
        </div>
        <SearchFilter
          id="change-requests-search"
          placeholder="Code, owner's name or e-mail, or words of the reason"
          {...filterField('search')}
        />
      </Card>

      {list.isError ? <FetchError title="Failed to fetch change requests" error={list.error} /> : null}

      {!data ? (
        list.isError ? null : <RequestCardSkeletons />
      ) : data.changeRequests.length === 0 ? (
        <EmptyList title="No change requests" hint={search ? 'Nothing matches this search.' : EMPTY_TEXT[status]} />
      ) : (
        <ul className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60 transition-opacity')} aria-label="Change requests">
          {data.changeRequests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} now={now} onApprove={setApproving} onReject={setRejecting} />
            </li>
          ))}
        </ul>
      )}

      {data ? <ListPagination pagination={data.pagination} onPageChange={setPage} /> : null}

      <ApproveDialog request={approving} onClose={() => setApproving(null)} />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </AdminPage>
  );
}
