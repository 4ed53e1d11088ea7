import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../domain/api/schemas';
import { showingText } from '../lib/format';
import { Button } from './ui/button';

/** Previous / Next with the count of rows shown; only when there is more than one page. */
export function ListPagination({ pagination, onPageChange }: { pagination: Pagination; onPageChange: (page: number) => void }) {
  const { page, limit, total, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {showingText(page, limit, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
