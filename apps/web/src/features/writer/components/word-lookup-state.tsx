import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useRateLimitToast } from '../hooks/use-rate-limit-toast';

/** Loading and failure of a word panel lookup, said plainly; a rate limit also raises the app's toast. */
export function LookupLoading({ what }: { what: string }) {
  return (
    <p role="status" className="px-1 py-6 text-center text-sm text-muted">
      {what}…
    </p>
  );
}

export function LookupFailed({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  useRateLimitToast(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-1 py-6 text-center text-sm">
      <p>
        <span className="font-medium">{what} failed.</span>{' '}
        <span className="text-muted">{errorMessage(error)}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
