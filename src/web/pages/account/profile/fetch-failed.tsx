import { errorText } from '../../../api/client';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The profile could not be read: the reason, and a way to try again. */
export function FetchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load your profile</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <p>{errorText(error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
