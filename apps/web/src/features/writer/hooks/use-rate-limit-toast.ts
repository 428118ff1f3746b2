import { useEffect } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';

/**
 * The toolbox's calls share one per-writer limit (R-toolbox-5): past it, the app's toast (R-toast-1:
 * one at a time, open until dismissed) says so in the server's words.
 */
export function toastIfRateLimited(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 429)) return false;
  toast({ title: 'Too many lookups', description: errorMessage(error), variant: 'destructive' });
  return true;
}

export function useRateLimitToast(error: unknown): void {
  useEffect(() => {
    toastIfRateLimited(error);
  }, [error]);
}
