import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';

/** Loading and failure of a word panel lookup, said plainly; a rate limit also raises the app's toast. */
const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Raises the app's toast (one at a time, open until dismissed) when `error` is a rate limit. */
export function toastIfRateLimited(error: unknown): boolean {
  if (!isRateLimited(error)) return false;
  toast({ title: 'Too many lookups', description: errorMessage(error), variant: 'destructive' });
  return true;
}

export function useRateLimitToast(error: unknown): void {
  useEffect(() => {
    toastIfRateLimited(error);
  }, [error]);
}

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
  const reason = errorMessage(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-1 py-6 text-center text-sm">
      <p>
        <span className="font-medium">{what} failed.</span> <span className="text-muted">{reason}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
