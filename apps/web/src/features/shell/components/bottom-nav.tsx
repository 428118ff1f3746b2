import { Library, Plus, User } from 'lucide-react';
import { Link } from 'wouter';

/** Placeholder navigation until the shell issue lands: profile, library and new. */
export function BottomNav() {
  return (
    <nav className="fixed inset-x-0 bottom-4 mx-auto flex w-fit gap-2 rounded-full border border-border bg-surface/90 p-2 backdrop-blur">
      <Link
        href="/profile"
        className="grid size-10 place-items-center rounded-full hover:bg-surface-2"
        aria-label="Profile"
      >
        <User className="size-5" />
      </Link>
      <Link href="/library" className="flex items-center gap-1 rounded-full px-4 hover:bg-surface-2">
        <Library className="size-4" /> Library
      </Link>
      <Link
        href="/theme-chat"
        className="flex items-center gap-1 rounded-full bg-primary px-4 text-primary-foreground"
      >
        <Plus className="size-4" /> New
      </Link>
    </nav>
  );
}
