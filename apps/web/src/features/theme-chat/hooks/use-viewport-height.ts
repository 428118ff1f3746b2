import { useEffect, useState } from 'react';

/**
 * The visible viewport's height, which shrinks when a phone keyboard opens (browsers that only
 * resize the visual viewport would otherwise hide the input under the keyboard). Null before the
 * first measure, or where the API is missing, so CSS `100dvh` applies.
 */
export function useViewportHeight(): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    // While pinch-zoomed the visual viewport is small too; only a keyboard should shrink the page.
    const handleResize = () => setHeight(viewport.scale > 1.01 ? null : Math.round(viewport.height));
    handleResize();
    viewport.addEventListener('resize', handleResize);
    return () => viewport.removeEventListener('resize', handleResize);
  }, []);
  return height;
}
