import { Badge } from '../ui/badge';

interface PrefixAndStatus {
  useStandardPrefix: boolean;
  uniquePrefix: string | null;
  isActive: boolean;
}

/** The prefix a creator's codes get, in words. */
export function prefixText(creator: PrefixAndStatus): string {
  return creator.useStandardPrefix ? 'Standard prefix' : (creator.uniquePrefix ?? 'Not set yet');
}

/** The status of a creator profile: Active or Inactive. */
export function CreatorStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'default' : 'outline'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

/** The prefix and the status as two terms of a description list. */
export function CreatorFacts({ creator }: { creator: PrefixAndStatus }) {
  return (
    <>
      <div>
        <dt className="text-muted-foreground">Prefix</dt>
        <dd className="font-mono font-semibold text-slate-900">{prefixText(creator)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <CreatorStatusBadge isActive={creator.isActive} />
        </dd>
      </div>
    </>
  );
}
