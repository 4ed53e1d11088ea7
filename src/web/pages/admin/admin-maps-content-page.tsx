import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { HIDE_REASON_MAX_LENGTH, MAPS_CONTENT_STATUSES, type MapsContentInput, type MapsContentItem, type MapsContentKind } from '../../../domain/maps-content/schemas';
import { useMapsContentQuery, useSetHiddenMutation } from '../../api/admin-maps-content';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { TableCell, TableRow } from '../../components/ui/table';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { AdminPage, FetchError } from './parts/admin-page';
import { toastFailure } from '../../components/toast-failure';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterSelect, optionsOf, SearchFilter } from './parts/filters';
import { AdminTable, useListFilters } from './parts/list-parts';

const KIND_LABELS: Record<MapsContentKind, string> = { zarcode: `Public ${PRODUCT_NAME_PLURAL}`, creator: 'Creators' };
const STATUS_LABELS = { shown: 'Shown', hidden: 'Hidden' } as const;
const NO_FILTERS = { page: 1, search: '', status: '' };

const linkOf = (item: MapsContentItem) => (item.kind === 'zarcode' ? paths.code(item.reference) : paths.creatorPublic(item.reference));

/** Shown, or hidden with why and since when. */
function HiddenState({ item }: { item: MapsContentItem }) {
  if (!item.hiddenAt) return <Badge variant="secondary">Shown</Badge>;
  return (
    <span className="grid gap-0.5">
      <Badge variant="destructive" className="w-fit">
        Hidden
      </Badge>
      <span className="text-xs text-muted-foreground">{`${item.hiddenReason ?? ''} (${formatDateTime(item.hiddenAt)})`}</span>
    </span>
  );
}

/** Hide (with the reason asked for) or show again. */
function HideDialog({ item, onClose }: { item: MapsContentItem | null; onClose: () => void }) {
  const setHidden = useSetHiddenMutation();
  const [reason, setReason] = useState('');
  const isHiding = item !== null && item.hiddenAt === null;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={isHiding ? `Hide ${item?.name ?? ''}?` : `Show ${item?.name ?? ''} again?`}
      description={
        isHiding
          ? 'It leaves the public maps, creator pages and the sitemap. A code still opens by its code.'
          : 'It comes back on the public maps, creator pages and the sitemap.'
      }
      confirmLabel={isHiding ? 'Hide' : 'Show'}
      tone={isHiding ? 'destructive' : 'default'}
      isPending={setHidden.isPending}
      isConfirmDisabled={isHiding && reason.trim() === ''}
      onCancel={close}
      onConfirm={() =>
        item &&
        setHidden.mutate(
          { kind: item.kind, id: item.id, body: { hidden: isHiding, reason: isHiding ? reason : null } },
          {
            onSuccess: (reply) => {
              toast({ title: reply.message, description: reply.item.name, variant: 'success' });
              close();
            },
            onError: (error) => toastFailure(isHiding ? 'Failed to hide' : 'Failed to show', error, 'Failed to change what the maps show'),
          },
        )
      }
    >
      {isHiding ? (
        <Field id="hide-reason" label="Reason" hint="Kept with it, for the other admins">
          <Textarea id="hide-reason" value={reason} maxLength={HIDE_REASON_MAX_LENGTH} rows={3} onChange={(event) => setReason(event.target.value)} />
        </Field>
      ) : null}
    </ConfirmDialog>
  );
}

/** /a/maps-content: what the public maps and lists show, and what an admin hid from them. */
export function AdminMapsContentPage() {
  usePageTitle('Maps content');
  const [kind, setKind] = useState<MapsContentKind>('zarcode');
  const { filters, filterField, setPage, reset } = useListFilters(NO_FILTERS);
  const [changing, setChanging] = useState<MapsContentItem | null>(null);
  const content = useMapsContentQuery({ kind, page: filters.page, search: filters.search, status: filters.status || undefined } as MapsContentInput);
  const data = content.data;

  return (
    <AdminPage title="Maps content" description="Public codes and creators as the public maps show them. Hide what should not be there.">
      <div role="tablist" aria-label="What to show" className="inline-flex w-fit rounded-md border border-border bg-white p-0.5">
        {(Object.keys(KIND_LABELS) as MapsContentKind[]).map((option) => (
          <Button
            key={option}
            role="tab"
            aria-selected={option === kind}
            size="sm"
            variant={option === kind ? 'default' : 'ghost'}
            onClick={() => {
              setKind(option);
              reset();
            }}
          >
            {KIND_LABELS[option]}
          </Button>
        ))}
      </div>
      <Card className="grid gap-3 p-4 sm:grid-cols-2">
        <SearchFilter id="content-search" placeholder={kind === 'zarcode' ? 'Code, title, place or e-mail' : 'Name, slug or e-mail'} {...filterField('search')} />
        <FilterSelect
          id="content-status"
          label="Status"
          allLabel="Shown and hidden"
          options={optionsOf(MAPS_CONTENT_STATUSES, STATUS_LABELS)}
          {...filterField('status')}
        />
        {data ? <p className="text-sm text-muted-foreground sm:col-span-2">{`${data.counts.shown} shown · ${data.counts.hidden} hidden`}</p> : null}
      </Card>

      {content.isError ? <FetchError title="Failed to fetch maps content" error={content.error} /> : null}

      <AdminTable
        label="Maps content"
        items={data?.items}
        pagination={data?.pagination}
        onPageChange={setPage}
        columns={[
          { title: kind === 'zarcode' ? 'Code' : 'Creator' },
          { title: 'Owner', className: 'hidden md:table-cell' },
          { title: 'Status', className: 'hidden sm:table-cell' },
          { title: 'Action', className: 'text-right' },
        ]}
        empty={{ title: 'Nothing found', hint: filters.search || filters.status ? 'Try adjusting your search filters.' : `No ${KIND_LABELS[kind].toLowerCase()} yet.` }}
        row={(item) => (
          <TableRow key={item.id}>
            <TableCell className="max-w-48 sm:max-w-none">
              <Link to={linkOf(item)} target="_blank" className="font-medium text-slate-900 hover:underline">
                {item.name}
              </Link>
              <span className="block truncate text-xs text-muted-foreground">
                {item.kind === 'zarcode' ? `${item.reference} · ${item.place}` : `/${item.reference} · ${item.zarcodeCount} public codes`}
              </span>
              <span className="mt-1 block sm:hidden">
                <HiddenState item={item} />
              </span>
            </TableCell>
            <TableCell className="hidden text-xs md:table-cell">{item.ownerEmail ?? '—'}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <HiddenState item={item} />
            </TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="ghost"
                tone={item.hiddenAt ? undefined : 'danger'}
                onClick={() => setChanging(item)}
                aria-label={`${item.hiddenAt ? 'Show' : 'Hide'} ${item.name}`}
              >
                {item.hiddenAt ? 'Show' : 'Hide'}
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <HideDialog item={changing} onClose={() => setChanging(null)} />
    </AdminPage>
  );
}
