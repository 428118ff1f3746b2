import { COPY } from '@lyricist/shared/copy';
import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any unknown path, for a signed-in user. */
export function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 pb-28">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-3 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">{COPY.notFound.title}</h1>
          </div>
          <p className="text-sm text-muted">
            {COPY.notFound.short}: nothing lives at this address. Head back to your lyrics.
          </p>
          <Link href="/" className={buttonVariants({ variant: 'outline', className: 'mt-2 w-fit' })}>
            Go to start
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
