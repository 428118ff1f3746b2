import { QueryClientProvider } from '@tanstack/react-query';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';
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
      <AuthGate />
    </QueryClientProvider>
  );
}
