import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LibraryScreen } from '@/features/library/components/library-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { SelectionScreen } from '@/features/selection/components/selection-screen';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { BottomNav } from '@/features/shell/components/bottom-nav';
import { NotFound } from '@/features/shell/components/not-found';
import { ThemeChatScreen } from '@/features/theme-chat/components/theme-chat-screen';

// The editor (and CodeMirror) loads only with its route.
const WriterScreen = lazy(() => import('@/features/writer/components/writer-screen'));

const ROUTES_WITHOUT_NAV = ['/theme-chat', '/theme-writer', '/profile'];

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <>
      <Switch>
        <Route path="/" component={SelectionScreen} />
        <Route path="/theme-chat" component={ThemeChatScreen} />
        <Route path="/theme-writer">
          <Suspense fallback={<div className="min-h-dvh bg-background" />}>
            <WriterScreen />
          </Suspense>
        </Route>
        <Route path="/library" component={LibraryScreen} />
        <Route path="/settings" component={SettingsScreen} />
        <Route path="/profile" component={ProfileScreen} />
        <Route component={NotFound} />
      </Switch>
      {!ROUTES_WITHOUT_NAV.includes(location) && <BottomNav />}
    </>
  );
}
