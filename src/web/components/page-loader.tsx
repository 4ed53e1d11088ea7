import { Spinner } from './ui/spinner';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-muted-foreground" role="status">
      <Spinner className="size-6" label="Loading…" />
    </div>
  );
}
