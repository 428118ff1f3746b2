import { COPY } from '@lyricist/shared/copy';
import { PENDING_REQUEST_BOUNCE_MS } from '@lyricist/shared/web-constants';
import { Hourglass, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** 'Request Access', or 'Pending request' (disabled, hourglass) once asked for. */
export function RequestAccessButton({ isPending, onRequest }: { isPending: boolean; onRequest: () => void }) {
  const iconRef = useRef<HTMLSpanElement>(null);
  const [hasClicked, setHasClicked] = useState(false);

  useEffect(() => {
    // A short bounce of the hourglass acknowledges the click; skipped for reduced motion.
    const icon = iconRef.current;
    if (!hasClicked || !isPending || !icon?.animate) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    icon.animate(
      [{ transform: 'translateY(0)' }, { transform: 'translateY(-4px)' }, { transform: 'translateY(0)' }],
      { duration: PENDING_REQUEST_BOUNCE_MS, easing: 'ease-out' },
    );
  }, [hasClicked, isPending]);

  const handleClick = () => {
    setHasClicked(true);
    onRequest();
  };

  if (isPending) {
    return (
      // Disabled but still readable: it tells the user their request is in.
      <Button variant="secondary" className="w-full text-muted disabled:opacity-100" disabled>
        <span ref={iconRef} className="inline-flex">
          <Hourglass aria-hidden />
        </span>
        {COPY.selection.pendingRequest}
      </Button>
    );
  }
  return (
    <Button variant="outline" className="w-full" onClick={handleClick}>
      <KeyRound aria-hidden />
      {COPY.selection.requestAccess}
    </Button>
  );
}
