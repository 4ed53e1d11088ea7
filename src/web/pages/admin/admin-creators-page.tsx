import { Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { CREATOR_STATUSES, type AdminCreator, type CreatorStatus } from '../../../domain/creators/schemas';
import { useAdminCreatorsQuery, useAdminDeleteCreatorMutation } from '../../api/creators';
import { FilterInput } from '../../components/filter-input';
import { ListPagination } from '../../components/list-pagination';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CreatorStatusBadge, PrefixText } from '../../components/creators/creator-facts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/format';
import { useListSearch } from '../../lib/use-list-search';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { CreatorDialog } from './creators/creator-dialog';
import { AdminPage, FetchError } from './parts/admin-page';
import { toastFailure } from '../../components/toast-failure';

const STATUS_LABELS: Record<CreatorStatus, string> = { all: 'All statuses', active: 'Active', inactive: 'Inactive', hidden: 'Hidden' };

function StatusBadge({ creator }: { creator: AdminCreator }) {
  return creator.isActive && creator.isHidden ? <Badge variant="gold">Hidden</Badge> : <CreatorStatusBadge isActive={creator.isActive} />;
}

/** What becomes of a deleted creator's codes, in words. */
const keptCodesText = (count: number) =>
  count === 1 ? `Their ${PRODUCT_NAME} stays, as an ordinary ${PRODUCT_NAME}.` : `Their ${count} ${PRODUCT_NAME_PLURAL} stay, as ordinary ${PRODUCT_NAME_PLURAL}.`;

/** Edit and Delete of one creator, the same in the table and on phone cards. */
function RowActions({ creator, onEdit, onDelete }: { creator: AdminCreator; onEdit(): void; onDelete(): void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${creator.displayName}`}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button size="sm" variant="ghost" tone="danger" onClick={onDelete} aria-label={`Delete ${creator.displayName}`}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}

/**
 * /a/creators: make a user a creator, change a creator's prefix, standard prefix switch,
 * status and page address, or delete the profile (their codes become ordinary codes). Every change is
 * recorded in the audit log by the server.
 */
export function AdminCreatorsPage() {
  usePageTitle('Creators');
  const { text, setText, search, page, setPage } = useListSearch();
  const [status, setStatus] = React.useState<CreatorStatus>('all');
  const [editing, setEditing] = React.useState<{ creator: AdminCreator | null } | null>(null);
  const [deleting, setDeleting] = React.useState<AdminCreator | null>(null);
  const list = useAdminCreatorsQuery({ page, search: search || undefined, status });
  const creators = list.data?.creators ?? [];
  const isFiltered = search !== '' || status !== 'all';

  return (
    <AdminPage
      title="Creators"
      description={`Creators publish ${PRODUCT_NAME_PLURAL} for free under their own prefix, on a public page and map.`}
      actions={
        <Button onClick={() => setEditing({ creator: null })}>
          <Plus aria-hidden />
          Make a creator
        </Button>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterInput
          id="admin-creators-search"
          label="Search creators"
          value={text}
          onChange={setText}
          placeholder="Name, address, prefix or e-mail"
          className="sm:w-80"
        />
        <Label htmlFor="admin-creators-status" className="sr-only">
          Status
        </Label>
        <NativeSelect
          id="admin-creators-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as CreatorStatus);
            setPage(1);
          }}
          className="sm:w-44"
        >
          {CREATOR_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {list.isError ? <FetchError title="Failed to fetch creators" error={list.error} /> : null}
      <Card className="min-w-0 overflow-hidden">
        {!list.data ? (
          <div className="space-y-3 p-4" aria-busy>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : creators.length === 0 ? (
          <div className="px-5 py-10 text-center">
            <p className="font-medium text-slate-900">No creators found</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {isFiltered ? 'Try another search or status.' : 'Make a user a creator to see them here.'}
            </p>
          </div>
        ) : (
          <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
            <div className="hidden lg:block">
              <Table aria-label="Creators">
                <TableHeader>
                  <TableRow>
                    <TableHead>Creator</TableHead>
                    <TableHead>User</TableHead>
                    <TableHead>Prefix</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">{PRODUCT_NAME_PLURAL}</TableHead>
                    <TableHead>Created</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {creators.map((creator) => (
                    <TableRow key={creator.id}>
                      <TableCell className="min-w-48">
                        <span className="block font-medium text-slate-900">{creator.displayName}</span>
                        <Link to={paths.creatorPublic(creator.slug)} className="font-mono text-xs text-primary hover:underline">
                          {`/${creator.slug}`}
                        </Link>
                      </TableCell>
                      <TableCell className="text-xs">
                        <span className="block">{`${creator.user.firstName} ${creator.user.lastName}`}</span>
                        <span className="text-muted-foreground">{creator.user.email}</span>
                      </TableCell>
                      <TableCell className="font-mono font-semibold">
                        <PrefixText creator={creator} />
                      </TableCell>
                      <TableCell>
                        <StatusBadge creator={creator} />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{creator.codeCount}</TableCell>
                      <TableCell className="whitespace-nowrap text-xs">{formatDate(creator.createdAt)}</TableCell>
                      <TableCell>
                        <RowActions creator={creator} onEdit={() => setEditing({ creator })} onDelete={() => setDeleting(creator)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <ul className="divide-y divide-border lg:hidden" aria-label="Creators">
              {creators.map((creator) => (
                <li key={creator.id} className="space-y-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{creator.displayName}</span>
                    <StatusBadge creator={creator} />
                  </div>
                  <p className="break-all text-xs text-muted-foreground">{`${creator.user.email} · /${creator.slug}`}</p>
                  <p className="text-sm">
                    {'Prefix '}
                    <span className="font-mono font-semibold">
                      <PrefixText creator={creator} />
                    </span>
                    {` · ${creator.codeCount} ${creator.codeCount === 1 ? PRODUCT_NAME : PRODUCT_NAME_PLURAL}`}
                  </p>
                  <RowActions creator={creator} onEdit={() => setEditing({ creator })} onDelete={() => setDeleting(creator)} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      {list.data ? <ListPagination pagination={list.data.pagination} onPageChange={setPage} /> : null}

      <CreatorDialog open={editing !== null} creator={editing?.creator ?? null} onClose={() => setEditing(null)} />
      <DeleteCreatorDialog creator={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

/** Asks before a creator profile goes, saying what happens to its codes and links. */
function DeleteCreatorDialog({ creator, onClose }: { creator: AdminCreator | null; onClose(): void }) {
  const remove = useAdminDeleteCreatorMutation();
  function handleDelete() {
    if (!creator) return;
    remove.mutate(creator.id, {
      onSuccess: (reply) => toast({ title: 'Creator deleted', description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('Failed to delete creator', error, 'Please try again.'),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={creator !== null}
      title="Delete creator"
      description={
        creator ? `Delete the creator profile of ${creator.displayName}? ${keptCodesText(creator.codeCount)} Their page /${creator.slug} stops working.` : null
      }
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}
