import { ChevronLeft, ChevronRight, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useZarcodeListQuery } from '../../api/zarcodes';
import { CodeRows } from '../../components/codes/code-rows';
import { Button } from '../../components/ui/button';
import { ListCard } from '../../components/list-card';
import { shownRows } from '../../lib/format';
import { useListSearch } from '../../lib/use-list-search';
import { paths } from '../../paths';
import { TABLE_PAGE_SIZE, pageWindow } from './dashboard-rules';

/**
 * The user's codes, 25 a page with up to 5 numbered page buttons; the search box filters by title,
 * code or place and starts again at page 1. Each code links to its edit page.
 */
export function DashboardCodesTable() {
  const { t } = useTranslation('dashboard');
  const { text, setText, search, page, setPage } = useListSearch();
  const list = useZarcodeListQuery({ page, limit: TABLE_PAGE_SIZE, search: search || undefined });
  const codes = list.data?.zarcodes ?? [];
  const pagination = list.data?.pagination;

  return (
    <ListCard
      headingId="codes-heading"
      title={t('yourCodes')}
      filter={{ id: 'dashboard-table-search', label: t('filterLabel'), value: text, onChange: setText }}
      list={list}
      search={search}
      firstCodeHint={t('firstCodeHint')}
      footer={
        pagination && pagination.totalPages > 1 ? (
          <nav
            aria-label={t('pages')}
            className="flex flex-col items-center gap-3 border-t border-border p-4 sm:flex-row sm:justify-between"
          >
            <p className="text-sm text-muted-foreground">{t('app:showing', shownRows(pagination.page, pagination.limit, pagination.total))}</p>
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={t('app:previousPage')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                <ChevronLeft aria-hidden />
              </Button>
              {pageWindow(page, pagination.totalPages).map((number) => (
                <Button
                  key={number}
                  variant={number === page ? 'default' : 'outline'}
                  size="icon"
                  className="size-9 tabular-nums"
                  aria-label={t('app:page', { number })}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => setPage(number)}
                >
                  {number}
                </Button>
              ))}
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label={t('app:nextPage')}
                disabled={page >= pagination.totalPages}
                onClick={() => setPage(page + 1)}
              >
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </nav>
        ) : null
      }
    >
      <CodeRows
        headingId="codes-heading"
        codes={codes}
        hrefOf={(code) => paths.code(code.zarcode)}
        actionsLabel={t('changeRequests:edit')}
        actions={(code, wide) => <EditCodeLink code={code.zarcode} variant={wide ? 'ghost' : 'outline'} />}
      />
    </ListCard>
  );
}

/** The Edit link of a code row (a table row on wide screens, a card on phones). */
function EditCodeLink({ code, variant }: { code: string; variant: 'ghost' | 'outline' }) {
  const { t } = useTranslation('app');
  return (
    <Button asChild variant={variant} size="sm">
      <Link to={paths.codeEdit(code)} aria-label={t('editCode', { code })}>
        <Pencil aria-hidden />
        {t('changeRequests:edit')}
      </Link>
    </Button>
  );
}
