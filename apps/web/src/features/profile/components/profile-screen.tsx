import { COPY } from '@lyricist/shared/copy';
import { ArrowLeft, ExternalLink, HelpCircle, Loader2, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { UnsavedSignOutDialog } from '@/features/auth/components/unsaved-sign-out-dialog';
import { logout } from '@/features/auth/login';
import { useAppConfig } from '@/features/config/api/get-config';
import { track } from '@/lib/analytics';
import { profileReturnPath, storedUser } from '@/lib/stored-user';

/** `/profile`: who is signed in, help, and sign out. */
export function ProfileScreen() {
  const [, navigate] = useLocation();
  const { productName, faqUrl } = useAppConfig();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [askUnsaved, setAskUnsaved] = useState(false);
  const name = storedUser.name() || COPY.profile.defaultName;
  const email = storedUser.email();
  const picture = storedUser.picture();

  const handleSignOut = async (discardUnsaved = false) => {
    setAskUnsaved(false);
    setIsSigningOut(true);
    if (!discardUnsaved) track('clicked_sign_out');
    if ((await logout({ discardUnsaved })) === 'unsaved') {
      setIsSigningOut(false);
      setAskUnsaved(true);
    }
  };

  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <header className="mb-6 flex items-center gap-2">
        <Tooltip label="Back">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Back"
            onClick={() => navigate(profileReturnPath.read())}
          >
            <ArrowLeft aria-hidden />
          </Button>
        </Tooltip>
        <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      </header>
      <div className="flex flex-col gap-4">
        <Card>
          <CardContent className="flex items-center gap-4 pt-6">
            <Avatar src={picture} alt={name} className="size-16 text-2xl" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold" data-testid="profile-name">
                {name}
              </p>
              {email && <p className="truncate text-sm text-muted">{email}</p>}
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <h2 className="text-sm font-medium uppercase tracking-wider text-muted">{productName}</h2>
          </CardHeader>
          <CardContent className="px-3 pb-3">
            <a
              href={faqUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('clicked_faq')}
              className="flex items-center gap-3 rounded-xl px-3 py-3 text-sm hover:bg-surface-2"
            >
              <HelpCircle className="size-4 text-muted" aria-hidden />
              <span className="flex-1">
                FAQ<span className="sr-only"> (opens in a new tab)</span>
              </span>
              <ExternalLink className="size-4 text-muted" aria-hidden />
            </a>
          </CardContent>
        </Card>
        <Button variant="outline" size="lg" onClick={() => void handleSignOut()} disabled={isSigningOut}>
          {isSigningOut ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
          {COPY.profile.signOut}
        </Button>
      </div>
      <UnsavedSignOutDialog
        open={askUnsaved}
        onSignOutAnyway={() => void handleSignOut(true)}
        onStay={() => setAskUnsaved(false)}
      />
    </main>
  );
}
