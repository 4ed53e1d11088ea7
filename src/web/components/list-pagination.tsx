import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../domain/api/schemas';
import { shownRows } from '../lib/format';
import { Button } from './ui/button';

/** Previous / Next with the count of rows shown; only when there is more than one page. */
export function ListPagination({ pagination, onPageChange }: { pagination: Pagination; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('app');
  const { page, limit, total, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('showing', shownRows(page, limit, total))}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          {t('previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          {t('next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
