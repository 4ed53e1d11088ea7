import { BadgeCheck, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { PROVINCES } from '../../../domain/geo/provinces';
import { VERIFIED_FILTERS, type AdminZarcode, type AdminZarcodesInput } from '../../../domain/zarcode/admin-schemas';
import { useAdminDeleteZarcodeMutation, useAdminZarcodesQuery, useVerifyZarcodeMutation } from '../../api/admin-zarcodes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TableCell, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { EditCodeDialog } from './codes/edit-code-dialog';
import { NewZarcode } from './codes/new-code';
import { AdminPage, FetchError } from './parts/admin-page';
import { pageAfterRemoving } from '../../lib/list-page';
import { toastFailure } from '../../components/toast-failure';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { AdminTable, useListFilters } from './parts/list-parts';

const VERIFIED_LABELS = { verified: 'Verified', unverified: 'Not verified' } as const;
const NO_FILTERS = { page: 1, search: '', province: '', verified: '' };

function CodeBadges({ code }: { code: AdminZarcode }) {
  return (
    <span className="flex flex-wrap gap-1">
      {code.isVerified ? (
        <Badge variant="secondary" className="gap-1">
          <BadgeCheck className="size-3" aria-hidden /> Verified
        </Badge>
      ) : null}
      {code.hiddenAt ? <Badge variant="outline">Hidden</Badge> : null}
      {code.privacy === 'private' ? <Badge variant="outline">Private</Badge> : null}
      {code.isCreatorCode ? <Badge variant="gold">Creator</Badge> : null}
    </span>
  );
}

/** /a/zarcodes: every code, by search, province, owner and verified state; edit, move, verify, delete, and make new ones. */
export function AdminCodesPage() {
  usePageTitle(PRODUCT_NAME_PLURAL);
  const [searchParams, setSearchParams] = useSearchParams();
  const owner = searchParams.get('owner') ?? '';
  const { filters, filterField, setPage, reset } = useListFilters(NO_FILTERS);
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminZarcode | null>(null);
  const [deleting, setDeleting] = useState<AdminZarcode | null>(null);
  const query = { page: filters.page, search: filters.search, province: filters.province, verified: filters.verified, owner } as AdminZarcodesInput;
  const codes = useAdminZarcodesQuery(query);
  const verify = useVerifyZarcodeMutation();
  const remove = useAdminDeleteZarcodeMutation();
  const data = codes.data;
  const ownerEmail = owner ? data?.zarcodes[0]?.user?.email : undefined;

  const handleVerify = (code: AdminZarcode) =>
    verify.mutate(code.zarcode, {
      onSuccess: (reply) => toast({ title: `${PRODUCT_NAME} verified`, description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('Verify failed', error, `Failed to verify ${PRODUCT_NAME}`),
    });
  const handleDelete = () =>
    deleting &&
    remove.mutate(deleting.zarcode, {
      onSuccess: (reply) => {
        toast({ title: `${PRODUCT_NAME} deleted`, description: reply.message, variant: 'success' });
        setPage(pageAfterRemoving(filters.page, data?.zarcodes.length ?? 0));
      },
      onError: (error) => toastFailure('Delete failed', error, `Failed to delete ${PRODUCT_NAME}`),
      onSettled: () => setDeleting(null),
    });

  if (isCreating) {
    return (
      <AdminPage
        title={`New ${PRODUCT_NAME}`}
        description="Free of charge, for you or for a user."
        actions={
          <Button variant="outline" onClick={() => setCreating(false)}>
            <X aria-hidden /> Back to the list
          </Button>
        }
      >
        <NewZarcode
          onDone={(code) => {
            setCreating(false);
            reset({ ...NO_FILTERS, search: code });
          }}
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={PRODUCT_NAME_PLURAL}
      description="Every code: fix its details, move it, verify it or delete it."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {`New ${PRODUCT_NAME}`}
        </Button>
      }
    >
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <SearchFilter id="codes-search" placeholder="Code, title, place or e-mail" {...filterField('search')} />
        <FilterSelect id="codes-province" label="Province" allLabel="All Provinces" options={optionsOf(PROVINCES)} {...filterField('province')} />
        <FilterSelect
          id="codes-verified"
          label="Verified"
          allLabel="All codes"
          options={VERIFIED_FILTERS.map((value) => ({ value, label: VERIFIED_LABELS[value] }))}
          {...filterField('verified')}
        />
        {owner ? (
          <p className="flex flex-wrap items-center gap-2 text-sm sm:col-span-3">
            {`Owned by ${ownerEmail ?? 'one user'}`}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setSearchParams({})}>
              Show everyone's
            </Button>
          </p>
        ) : null}
      </Card>

      {codes.isError ? <FetchError title={`Failed to fetch ${PRODUCT_NAME_PLURAL}`} error={codes.error} /> : null}

      <AdminTable
        label={PRODUCT_NAME_PLURAL}
        items={data?.zarcodes}
        pagination={data?.pagination}
        onPageChange={setPage}
        columns={[
          { title: PRODUCT_NAME },
          { title: 'Owner', className: 'hidden md:table-cell' },
          { title: 'Created', className: 'hidden lg:table-cell' },
          { title: 'Actions', className: 'text-right' },
        ]}
        empty={{ title: `No ${PRODUCT_NAME_PLURAL} found`, hint: filters.search || filters.province || filters.verified || owner ? 'Try adjusting your search filters.' : 'Nobody has made one yet.' }}
        row={(code) => (
          <TableRow key={code.id}>
            <TableCell className="max-w-52 sm:max-w-none">
              <Link to={paths.code(code.zarcode)} target="_blank" className="font-mono font-semibold text-brand-800 hover:underline">
                {code.zarcode}
              </Link>
              <span className="block truncate text-sm text-slate-900">{code.title}</span>
              <span className="block truncate text-xs text-muted-foreground">{[code.suburb, code.city, code.province].filter(Boolean).join(', ')}</span>
              <CodeBadges code={code} />
            </TableCell>
            <TableCell className="hidden text-xs md:table-cell">
              {code.user ? (
                <Link to={paths.admin.user(code.userId)} className="hover:underline">
                  {code.user.email}
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-xs lg:table-cell">{formatDate(code.createdAt)}</TableCell>
            <TableCell className="text-right">
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                <Button size="sm" variant="ghost" onClick={() => setEditing(code)} aria-label={`Edit ${code.zarcode}`}>
                  Edit
                </Button>
                {code.isVerified ? null : (
                  <Button size="sm" variant="ghost" disabled={verify.isPending} onClick={() => handleVerify(code)} aria-label={`Verify ${code.zarcode}`}>
                    Verify
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  tone="danger"
                  onClick={() => setDeleting(code)}
                  aria-label={`Delete ${code.zarcode}`}
                >
                  Delete
                </Button>
              </div>
            </TableCell>
          </TableRow>
        )}
      />

      <EditCodeDialog code={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${PRODUCT_NAME}`}
        description={deleting ? `Are you sure you want to delete the ${PRODUCT_NAME} "${deleting.zarcode}" (${deleting.title ?? 'private'})? Its photos go too. This action cannot be undone.` : ''}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
