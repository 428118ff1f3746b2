import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';

/** What the writer shows while the song loads, or when it cannot be opened. */
export function WriterMessage({ error }: { error?: unknown }) {
  return (
    <div className="flex h-dvh flex-col bg-background">
      <header className="flex items-center gap-2 border-b border-border/60 px-2 py-2 sm:px-4">
        <Link
          href="/library"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          aria-label="Back to library"
        >
          <ArrowLeft />
        </Link>
        {error === undefined && <div className="h-6 w-48 animate-pulse rounded-md bg-surface-2" />}
      </header>
      {error !== undefined && (
        <main className="mx-auto w-full max-w-xl px-4 py-10">
          <Alert variant="destructive">This song could not be opened: {errorMessage(error)}</Alert>
        </main>
      )}
    </div>
  );
}
