import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@lyricist/shared/web-constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from '@/components/ui/toaster';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { AnalyticsStarter } from '@/features/shell/components/analytics-starter';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

/** Anonymous visitors see only the sign-in screen, on every route. */
function AuthGate() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <AppRoutes /> : <SignInScreen />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <AuthGate />
        <Toaster />
        <AnalyticsStarter />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
