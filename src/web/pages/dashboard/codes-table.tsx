import { ChevronLeft, ChevronRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { useZarcodeListQuery } from '../../api/zarcodes';
import { CopyCodeButton } from '../../components/share/copy-code-button';
import { Button } from '../../components/ui/button';
import { ListCard } from '../../components/list-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cityAndProvince, formatDate, showingText } from '../../lib/format';
import { useListSearch } from '../../lib/use-list-search';
import { paths } from '../../paths';
import { TABLE_PAGE_SIZE, pageWindow } from './dashboard-rules';

/**
 * The user's codes, 25 a page with up to 5 numbered page buttons; the search box filters by title,
 * code or place and starts again at page 1. Each code links to its edit page.
 */
export function DashboardCodesTable() {
  const { text, setText, search, page, setPage } = useListSearch();
  const list = useZarcodeListQuery({ page, limit: TABLE_PAGE_SIZE, search: search || undefined });
  const codes = list.data?.zarcodes ?? [];
  const pagination = list.data?.pagination;

  return (
    <ListCard
      headingId="codes-heading"
      title={`Your ${PRODUCT_NAME_PLURAL}`}
      filter={{ id: 'dashboard-table-search', label: `Filter your ${PRODUCT_NAME_PLURAL}`, value: text, onChange: setText }}
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={codes.length === 0}
      isStale={list.isPlaceholderData}
      errorText={`Could not load your ${PRODUCT_NAME_PLURAL}.`}
      emptyTitle={`No ${PRODUCT_NAME_PLURAL} found`}
      emptyHint={search ? 'Try another search.' : `Generate your first ${PRODUCT_NAME} to see it here.`}
      footer={
        pagination && pagination.totalPages > 1 ? (
          <nav
            aria-label={`Pages of your ${PRODUCT_NAME_PLURAL}`}
            className="flex flex-col items-center gap-3 border-t border-border p-4 sm:flex-row sm:justify-between"
          >
            <p className="text-sm text-muted-foreground">{showingText(pagination.page, pagination.limit, pagination.total)}</p>
            <div className="flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                className="size-9"
                aria-label="Previous page"
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
                  aria-label={`Page ${number}`}
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
                aria-label="Next page"
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
      <div className="hidden md:block">
        <Table aria-labelledby="codes-heading">
          <TableHeader className="bg-muted/60">
            <TableRow className="hover:bg-transparent">
              <TableHead>{PRODUCT_NAME}</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Location</TableHead>
              <TableHead className="text-right">Views</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className="text-right">Edit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {codes.map((code) => (
              <TableRow key={code.id}>
                <TableCell className="align-middle">
                  <div className="flex items-center gap-1">
                    <Link
                      to={paths.code(code.zarcode)}
                      className="whitespace-nowrap font-mono font-semibold tracking-wide text-brand-700 underline-offset-4 hover:underline"
                    >
                      {code.zarcode}
                    </Link>
                    <CopyCodeButton code={code.zarcode} />
                  </div>
                </TableCell>
                <TableCell className="max-w-xs align-middle">
                  <span className="line-clamp-2">{code.title ?? code.zarcode}</span>
                </TableCell>
                <TableCell className="align-middle text-muted-foreground">{cityAndProvince(code)}</TableCell>
                <TableCell className="text-right align-middle tabular-nums">{code.views}</TableCell>
                <TableCell className="whitespace-nowrap align-middle">{formatDate(code.createdAt)}</TableCell>
                <TableCell className="text-right align-middle">
                  <EditCodeLink code={code.zarcode} variant="ghost" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y divide-border md:hidden" aria-labelledby="codes-heading">
        {codes.map((code) => (
          <li key={code.id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-1">
                <Link to={paths.code(code.zarcode)} className="font-mono font-semibold tracking-wide text-brand-700">
                  {code.zarcode}
                </Link>
                <CopyCodeButton code={code.zarcode} className="size-8" />
              </div>
              <p className="truncate text-sm text-slate-900">{code.title ?? code.zarcode}</p>
              <p className="truncate text-xs text-muted-foreground">{cityAndProvince(code)}</p>
              <p className="text-xs text-muted-foreground">
                {`${formatDate(code.createdAt)} · ${code.views} ${code.views === 1 ? 'view' : 'views'}`}
              </p>
            </div>
            <EditCodeLink code={code.zarcode} variant="outline" />
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

/** The Edit link of a code row (a table row on wide screens, a card on phones). */
function EditCodeLink({ code, variant }: { code: string; variant: 'ghost' | 'outline' }) {
  return (
    <Button asChild variant={variant} size="sm">
      <Link to={paths.codeEdit(code)} aria-label={`Edit ${code}`}>
        <Pencil aria-hidden />
        Edit
      </Link>
    </Button>
  );
}
