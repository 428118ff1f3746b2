import { KEYBOARD_DETECTION_THRESHOLD_PX } from '@lyricist/shared/web-constants';
import { useEffect, useState } from 'react';

/** A device keyboard is up when the visual viewport is more than the threshold shorter than the page. */
export function isKeyboardOpen(fullHeight: number, visibleHeight: number): boolean {
  return fullHeight - visibleHeight > KEYBOARD_DETECTION_THRESHOLD_PX;
}

/**
 * The height left above an on-screen keyboard, or null when none is up (R-writer-3). The writer
 * shrinks to it so the active line can be scrolled into view instead of sitting under the keyboard.
 */
export function useDeviceKeyboard(): number | null {
  const [visibleHeight, setVisibleHeight] = useState<number | null>(null);

  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    // The tallest viewport seen is the height without a keyboard (reset on rotation).
    let fullHeight = Math.max(window.innerHeight, viewport.height);
    const handleResize = () => {
      fullHeight = Math.max(fullHeight, viewport.height);
      setVisibleHeight(isKeyboardOpen(fullHeight, viewport.height) ? Math.round(viewport.height) : null);
    };
    const handleRotate = () => {
      fullHeight = Math.max(window.innerHeight, viewport.height);
      handleResize();
    };
    viewport.addEventListener('resize', handleResize);
    window.addEventListener('orientationchange', handleRotate);
    return () => {
      viewport.removeEventListener('resize', handleResize);
      window.removeEventListener('orientationchange', handleRotate);
    };
  }, []);

  return visibleHeight;
}
