import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_SORT, type SortOption, type ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { LIST_DEFAULT_LIMIT } from '../../../domain/zarcode/zarcode';
import { allZarcodesQueryOptions, useZarcodeListQuery, zarcodeKeys } from '../../api/zarcodes';
import { RequestChangeDialog } from '../../components/change-requests/request-change-dialog';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { localMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { CodeDetailsDialog } from './my-codes/code-details-dialog';
import { ListPagination } from '../../components/list-pagination';
import { downloadCsv } from '../../lib/download';
import { CodesCards, CodesTable, EmptyState, type RowActions } from './my-codes/codes-list';
import { csvFileName, zarcodesToCsv } from './my-codes/csv';
import { DeleteCodeDialog } from '../../components/codes/delete-code-dialog';
import { PrintBar } from './my-codes/print-bar';
import { ALL_PROVINCES, FiltersCard } from './my-codes/filters-card';
import { pageAfterRemoving } from '../../lib/list-page';

/** The text search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;
/** The most codes one export writes (a hundred pages of the server's largest page). */
const EXPORT_MAX = 10_000;

/**
 * My ZARcodes: the user's codes with search, province and sort filters, a
 * page of 10 at a time, each with copy, map, details, a change request and delete. Codes made as a creator are left out
 * (they are managed from the creator dashboard).
 */
export function MyCodesPage() {
  const { t } = useTranslation('myCodes');
  usePageTitle(t('dashboard:myCodes'));
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = React.useState('');
  const [province, setProvince] = React.useState(ALL_PROVINCES);
  const [sortBy, setSortBy] = React.useState<SortOption>(DEFAULT_SORT);
  const [page, setPage] = React.useState(1);
  const [viewing, setViewing] = React.useState<ZarcodeRecord | null>(null);
  const [deleting, setDeleting] = React.useState<string | null>(null);
  const [requestingChange, setRequestingChange] = React.useState<string | null>(null);
  const [isExporting, setIsExporting] = React.useState(false);
  // Ticked codes, kept across pages and filters, for one PDF.
  const [selected, setSelected] = React.useState<string[]>([]);

  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filters = {
    search: search || undefined,
    province: province === ALL_PROVINCES ? undefined : province,
    sortBy,
    creatorCodes: 'exclude' as const,
  };
  const list = useZarcodeListQuery({ ...filters, page, limit: LIST_DEFAULT_LIMIT });
  const codes = list.data?.zarcodes ?? [];
  const isFiltered = Boolean(searchText.trim()) || province !== ALL_PROVINCES;

  // Any filter change starts again at page 1.
  function changeFilter<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPage(1);
    };
  }

  const actions: RowActions = {
    onView: setViewing,
    onRequestChange: (code) => setRequestingChange(code.zarcode),
    onDelete: (code) => setDeleting(code.zarcode),
    isSelected: (code) => selected.includes(code.zarcode),
    onToggleSelected: (code) =>
      setSelected((current) => (current.includes(code.zarcode) ? current.filter((c) => c !== code.zarcode) : [...current, code.zarcode])),
  };

  function handleRequestChangeClosed() {
    setRequestingChange(null);
    // After the change-request dialog closes the list reloads.
    void queryClient.invalidateQueries({ queryKey: zarcodeKeys.all });
  }

  function handleDeleted(code: string) {
    setSelected((current) => current.filter((c) => c !== code));
    setPage(pageAfterRemoving(page, codes.length));
  }

  async function handleExport() {
    setIsExporting(true);
    try {
      const all = await queryClient.fetchQuery(allZarcodesQueryOptions(filters, EXPORT_MAX));
      const rows = all.zarcodes;
      if (rows.length === 0) {
        toast({ title: t('nothingToExport'), description: t('nothingToExportText') });
        return;
      }
      downloadCsv(zarcodesToCsv(rows, window.location.origin), csvFileName(new Date()));
    } catch {
      toast({ title: t('exportFailed'), description: t('tryAgain'), variant: 'destructive' });
    } finally {
      setIsExporting(false);
    }
  }

  const isLoading = list.isPending;
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('dashboard:myCodes')}</h1>
          <p className="mt-1 text-muted-foreground">{t('intro')}</p>
        </div>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={paths.generator()}>
            <Plus aria-hidden />
            {t('generateNew')}
          </Link>
        </Button>
      </header>

      <FiltersCard
        search={searchText}
        province={province}
        sortBy={sortBy}
        onSearchChange={changeFilter(setSearchText)}
        onProvinceChange={changeFilter(setProvince)}
        onSortChange={changeFilter(setSortBy)}
        onExport={() => void handleExport()}
        isExporting={isExporting}
      />

      {selected.length > 0 ? (
        <PrintBar codes={selected} onClear={() => setSelected([])} />
      ) : codes.length > 0 ? (
        <p className="text-sm text-muted-foreground">{t('tickToPrint')}</p>
      ) : null}

      {list.isError ? (
        <Alert variant="destructive">{`${t('app:codesFailed')} ${localMessage(list.error.message)}`}</Alert>
      ) : !isLoading && codes.length === 0 ? (
        <EmptyState isFiltered={isFiltered} />
      ) : (
        <section aria-label={t('dashboard:yourCodes')} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <CodesTable codes={codes} actions={actions} isLoading={isLoading} />
          <CodesCards codes={codes} actions={actions} isLoading={isLoading} />
        </section>
      )}

      {list.data ? <ListPagination pagination={list.data.pagination} onPageChange={setPage} /> : null}

      <CodeDetailsDialog code={viewing} onClose={() => setViewing(null)} />
      <RequestChangeDialog code={requestingChange} onClose={handleRequestChangeClosed} />
      <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} onDeleted={handleDeleted} />
    </div>
  );
}
