import { useState } from 'react';
import { MESSAGE_STATUSES, type AdminMessage } from '../../../domain/contact/schemas';
import { useAdminMessagesQuery, useDeleteMessageMutation, type AdminMessageFilters } from '../../api/admin-messages';
import { ListPagination } from '../../components/list-pagination';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError } from './parts/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { EmptyList, ListSkeleton, useListFilters } from './parts/list-parts';
import { MessageCard } from './messages/message-card';
import { toastFailure } from '../../components/toast-failure';
import { pageAfterRemoving } from '../../lib/list-page';

const STATUS_LABELS = { unread: 'Unread', read: 'Read' } as const;
const SEARCH_DEBOUNCE_MS = 300;

/** /a/messages: the contact form's messages, newest first: read, reply by e-mail, mark unread, delete. */
export function AdminMessagesPage() {
  usePageTitle('Messages');
  // The search as typed; the list is asked with it trimmed, once typing pauses.
  const { filters, filterField, setPage } = useListFilters<AdminMessageFilters>({ page: 1, status: '', search: '' });
  const { page, status } = filters;
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminMessage | null>(null);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const messages = useAdminMessagesQuery({ page, status, search });
  const remove = useDeleteMessageMutation();
  const data = messages.data;
  const isFiltered = Boolean(search) || status !== '';

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Message deleted', description: `The message from ${deleting.name} was deleted.`, variant: 'success' });
        setPage(pageAfterRemoving(page, data?.messages.length ?? 0));
      },
      onError: (error) => toastFailure('Failed to delete message', error, 'Please try again.'),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <AdminPage
      title="Messages"
      description={data ? `${data.counts.unread} unread of ${data.counts.all}. Opening a message marks it read.` : 'Messages sent through the contact form.'}
    >
      <Card className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr]">
        <SearchFilter id="messages-search" placeholder="Name, e-mail, subject or text" {...filterField('search')} />
        <FilterSelect id="messages-status" label="Status" allLabel="All messages" options={optionsOf(MESSAGE_STATUSES, STATUS_LABELS)} {...filterField('status')} />
      </Card>

      {messages.isError ? <FetchError title="Failed to fetch messages" error={messages.error} /> : null}

      {!data ? (
        messages.isError ? null : <ListSkeleton label="Loading messages" />
      ) : data.messages.length === 0 ? (
        <EmptyList
          title="No messages"
          hint={isFiltered ? 'No message matches these filters. Try other words or all messages.' : 'Messages sent through the contact form appear here.'}
        />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Messages">
          {data.messages.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                isOpen={openId === message.id}
                onToggle={() => setOpenId(openId === message.id ? null : message.id)}
                onDelete={() => setDeleting(message)}
              />
            </li>
          ))}
        </ul>
      )}

      {data ? <ListPagination pagination={data.pagination} onPageChange={setPage} /> : null}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        description={deleting ? `The message "${deleting.subject}" from ${deleting.name} and the replies kept with it will be deleted. This cannot be undone.` : ''}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
