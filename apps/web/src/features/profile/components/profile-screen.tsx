import { COPY } from '@lyricist/shared/copy';
import { Button } from '@/components/ui/button';
import { logout } from '@/features/auth/login';

/** Placeholder until the profile issue lands: sign out only. */
export function ProfileScreen() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Profile</h1>
      <Button variant="outline" className="mt-6" onClick={() => void logout()}>
        {COPY.profile.signOut}
      </Button>
    </main>
  );
}
