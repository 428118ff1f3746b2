import { COPY } from '@lyricist/shared/copy';
import { AlertCircle, Loader2, Music2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAppConfig } from '@/features/config/api/get-config';
import { track } from '@/lib/analytics';
import { completeLogin, handleLoginCallback, hasCallbackParams, pendingToken, startLogin } from '../login';

/** The sign-in screen (R-signin-1, R-signin-2); it also runs the login callback when the URL carries one. */
export function SignInScreen() {
  const { productName, platformName } = useAppConfig();
  const [isBusy, setIsBusy] = useState(() => hasCallbackParams(window.location.search));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(
    () => !hasCallbackParams(window.location.search) && Boolean(pendingToken()),
  );

  useEffect(() => {
    let active = true;
    void handleLoginCallback(window.location.search).then((outcome) => {
      if (!active) return;
      if (outcome.kind === 'failed') setError(outcome.message);
      if (outcome.kind !== 'signed-in') {
        setIsBusy(false);
        setPending(Boolean(pendingToken()));
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const handleSignIn = async () => {
    setError(null);
    setIsBusy(true);
    try {
      await startLogin();
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : COPY.signIn.failed;
      track('login_failed', { reason: message });
      setError(message);
      setIsBusy(false);
    }
  };

  const handleCompleteLogin = async () => {
    const token = pendingToken();
    if (!token) return;
    setError(null);
    setIsBusy(true);
    try {
      await completeLogin(token);
    } catch {
      track('login_failed', { reason: 'pending token not authorised' });
      setError(COPY.signIn.failed);
      setPending(false);
      setIsBusy(false);
    }
  };

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary">
            <Music2 className="size-7" aria-hidden />
          </div>
          <h1 className="text-2xl font-semibold leading-tight">Welcome to {productName}</h1>
          <CardDescription>{COPY.signIn.subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <span>{error}</span>
            </Alert>
          )}
          {pending ? (
            <div className="flex flex-col gap-3 text-center">
              <p className="text-sm text-muted">{COPY.signIn.inProgress}</p>
              <Button size="lg" onClick={handleCompleteLogin} disabled={isBusy}>
                {isBusy && <Loader2 className="animate-spin" aria-hidden />}
                {COPY.signIn.completeLogin}
              </Button>
            </div>
          ) : (
            <Button size="lg" onClick={handleSignIn} disabled={isBusy}>
              {isBusy && <Loader2 className="animate-spin" aria-hidden />}
              {isBusy ? COPY.signIn.busy : COPY.signIn.button(platformName)}
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
