import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from '@/lib/analytics';

const SCREENS: Record<string, string> = {
  '/theme-chat': 'theme_chat',
  '/theme-writer': 'theme_writer',
  '/library': 'library',
  '/settings': 'settings',
  '/profile': 'profile',
};

/**
 * One `entered_<screen>` event per screen entered. The selection screen records its own
 * landed-on-selection-screen event instead.
 */
export function ScreenTracker() {
  const [location] = useLocation();

  useEffect(() => {
    if (location === '/') return;
    track(`entered_${SCREENS[location] ?? 'not_found'}`);
  }, [location]);

  return null;
}
