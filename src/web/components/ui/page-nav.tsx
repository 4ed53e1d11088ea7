import { Button } from './button';

/** Previous, "Page N of M", Next: shown only when there is more than one page. */
export function PageNav({ page, totalPages, onPageChange, label = 'Pages' }: { page: number; totalPages: number; onPageChange: (page: number) => void; label?: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">{`Page ${page} of ${totalPages}`}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
