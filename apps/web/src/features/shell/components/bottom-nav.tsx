import { Library, Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Avatar } from '@/components/ui/avatar';
import { Tooltip } from '@/components/ui/tooltip';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { currentSession } from '@/lib/current-session';
import { profileReturnPath, storedUser } from '@/lib/stored-user';

/** The floating navigation (R-nav-1): profile avatar, Library, New. */
export function BottomNav() {
  const [location, navigate] = useLocation();
  const picture = storedUser.picture();
  const isLibrary = location === '/library';

  const handleProfile = () => {
    // The profile's back button returns here.
    profileReturnPath.remember(window.location.pathname + window.location.search);
    track('clicked_profile');
    navigate('/profile');
  };

  const handleNew = () => {
    // A new piece starts a new session rather than reopening the last one.
    currentSession.startFresh();
    track('clicked_new');
    navigate('/theme-chat');
  };

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 mx-auto flex w-fit items-center gap-1.5 rounded-full border border-border bg-surface/85 p-1.5 shadow-2xl shadow-black/50 backdrop-blur-md"
    >
      <Tooltip label="Profile">
        <button
          type="button"
          onClick={handleProfile}
          aria-label="Profile"
          className="cursor-pointer rounded-full p-0.5 transition-colors hover:bg-surface-2"
        >
          <Avatar src={picture} alt="Profile" className="size-9" />
        </button>
      </Tooltip>
      <Link
        href="/library"
        onClick={() => track('clicked_library')}
        aria-current={isLibrary ? 'page' : undefined}
        className={cn(
          'flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors hover:bg-surface-2',
          isLibrary && 'bg-surface-2 text-primary',
        )}
      >
        <Library className="size-4" aria-hidden />
        Library
      </Link>
      <button
        type="button"
        onClick={handleNew}
        className="flex h-10 cursor-pointer items-center gap-2 rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90"
      >
        <Plus className="size-4" aria-hidden />
        New
      </button>
    </nav>
  );
}
