import { Inbox } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Grey rows in the shape of the list, while its first page loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Card className="grid gap-3 p-4" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-4/5" />
        </div>
      ))}
    </Card>
  );
}

/** What an empty list says: nothing yet, or nothing matching the filters. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Inbox className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
    </Card>
  );
}
