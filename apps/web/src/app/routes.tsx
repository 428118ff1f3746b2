import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { prefetchLibrary } from '@/features/library/api/sessions';
import { SelectionScreen } from '@/features/selection/components/selection-screen';
import { BottomNav } from '@/features/shell/components/bottom-nav';
import { NotFound } from '@/features/shell/components/not-found';
import { ScreenTracker } from '@/features/shell/components/screen-tracker';

// The editor (and CodeMirror) loads only with its route. The other screens are split out too, so the
// sign-in and selection screens start fast; they are fetched while the browser is idle.
const WriterScreen = lazy(() => import('@/features/writer/components/writer-screen'));
const loadThemeChat = () =>
  import('@/features/theme-chat/components/theme-chat-screen').then((m) => ({ default: m.ThemeChatScreen }));
const loadLibrary = () =>
  import('@/features/library/components/library-screen').then((m) => ({ default: m.LibraryScreen }));
const loadSettings = () =>
  import('@/features/settings/components/settings-screen').then((m) => ({ default: m.SettingsScreen }));
const loadProfile = () =>
  import('@/features/profile/components/profile-screen').then((m) => ({ default: m.ProfileScreen }));
const ThemeChatScreen = lazy(loadThemeChat);
const LibraryScreen = lazy(loadLibrary);
const SettingsScreen = lazy(loadSettings);
const ProfileScreen = lazy(loadProfile);

function usePrefetchScreens(): void {
  useEffect(() => {
    const prefetch = () => {
      for (const load of [loadLibrary, loadThemeChat, loadProfile, loadSettings]) void load().catch(() => {});
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(prefetch, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);
}

/** The data a route's screen reads first, fetched while that screen's code loads. */
function usePrefetchRouteData(location: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (location === '/library') void prefetchLibrary(queryClient);
  }, [location, queryClient]);
}

const screenFallback = <div className="min-h-dvh bg-background" />;

const ROUTES_WITHOUT_NAV = ['/theme-chat', '/theme-writer', '/profile'];

export function AppRoutes() {
  const [location] = useLocation();
  usePrefetchScreens();
  usePrefetchRouteData(location);
  return (
    <>
      <Suspense fallback={screenFallback}>
        <Switch>
          <Route path="/" component={SelectionScreen} />
          <Route path="/theme-chat" component={ThemeChatScreen} />
          <Route path="/theme-writer" component={WriterScreen} />
          <Route path="/library" component={LibraryScreen} />
          <Route path="/settings" component={SettingsScreen} />
          <Route path="/profile" component={ProfileScreen} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
      {!ROUTES_WITHOUT_NAV.includes(location) && <BottomNav />}
      <ScreenTracker />
    </>
  );
}
