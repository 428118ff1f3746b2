import { useEffect, useState } from 'react';
import { formatDuration } from '../lib/memo-names';

/**
 * The time since `since` (performance.now()), ticking four times a second. Only this element
 * renders again as it ticks: nothing near the editor does.
 */
export function ElapsedTime({ since, className }: { since: number; className?: string }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const elapsed = formatDuration(now - since);
  return (
    <span role="timer" aria-label={`Recording for ${elapsed}`} className={className}>
      {elapsed}
    </span>
  );
}
