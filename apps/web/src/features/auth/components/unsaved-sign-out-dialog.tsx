import { COPY } from '@lyricist/shared/copy';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

type UnsavedSignOutDialogProps = { open: boolean; onSignOutAnyway: () => void; onStay: () => void };

/** Asked when sign-out could not confirm every save: signing out would lose those changes. */
export function UnsavedSignOutDialog({ open, onSignOutAnyway, onStay }: UnsavedSignOutDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{COPY.profile.unsavedTitle}</AlertDialogTitle>
          <AlertDialogDescription>{COPY.profile.unsavedBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{COPY.profile.staySignedIn}</AlertDialogCancel>
          <Button variant="destructive" onClick={onSignOutAnyway}>
            {COPY.profile.signOutAnyway}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
