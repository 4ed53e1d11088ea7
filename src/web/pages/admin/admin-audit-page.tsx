import { useAuditLogQuery, type AuditFilters } from '../../api/admin-audit';
import { ListPagination } from '../../components/list-pagination';
import { Card } from '../../components/ui/card';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { AuditEntryCard } from './audit/audit-entry-card';
import { AdminPage, FetchError } from './parts/admin-page';
import { FilterInput, FilterSelect, optionsOf } from './parts/filters';
import { EmptyList, ListSkeleton, useListFilters } from './parts/list-parts';

const NO_FILTERS: AuditFilters = { page: 1, actor: '', action: '', target: '', from: '', to: '' };

/** The filter's choices: every action on a thing ('price'), then each action ('price.create'). */
function actionOptions(actions: string[]): { value: string; label: string }[] {
  const things = [...new Set(actions.map((action) => action.split('.')[0]!))];
  return things.flatMap((thing) => [
    { value: thing, label: `${thing}: every action` },
    ...optionsOf(actions.filter((action) => action.startsWith(`${thing}.`))),
  ]);
}

/** /a/audit (super admin): every admin write, who made it, when, from where, and what it changed. */
export function AdminAuditPage() {
  usePageTitle('Audit log');
  const { filters, filterField, setPage } = useListFilters<AuditFilters>(NO_FILTERS);
  const actor = useDebouncedValue(filters.actor.trim(), 300);
  const target = useDebouncedValue(filters.target.trim(), 300);
  const audit = useAuditLogQuery({ ...filters, actor, target });
  const data = audit.data;
  const isFiltered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== '');

  return (
    <AdminPage title="Audit log" description="Every change admins make, kept as it was recorded: entries cannot be changed or removed.">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterInput id="audit-actor" label="Admin" type="search" placeholder="E-mail" {...filterField('actor')} />
        <FilterSelect id="audit-action" label="Action" allLabel="All actions" options={actionOptions(data?.actions ?? [])} {...filterField('action')} />
        <FilterInput
          id="audit-target"
          label="Record"
          type="search"
          placeholder="Id, code, e-mail or type"
          {...filterField('target')}
        />
        <FilterInput id="audit-from" label="From" type="date" {...filterField('from')} />
        <FilterInput id="audit-to" label="To" type="date" {...filterField('to')} />
      </Card>

      {audit.isError ? <FetchError title="Failed to fetch the audit log" error={audit.error} /> : null}

      {!data ? (
        audit.isError ? null : <ListSkeleton label="Loading the audit log" />
      ) : data.entries.length === 0 ? (
        <EmptyList title="No entries" hint={isFiltered ? 'No entry matches these filters.' : 'Admin changes are recorded here as they happen.'} />
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Audit entries">
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}

      {data ? <ListPagination pagination={data.pagination} onPageChange={setPage} /> : null}
    </AdminPage>
  );
}
