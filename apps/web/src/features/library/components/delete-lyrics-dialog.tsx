import { COPY } from '@lyricist/shared/copy';
import { Loader2 } from 'lucide-react';
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

type DeleteLyricsDialogProps = {
  title: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Delete Lyrics' confirmation; it stays open reading 'Deleting...' until the call settles. */
export function DeleteLyricsDialog({ title, isDeleting, onConfirm, onCancel }: DeleteLyricsDialogProps) {
  const handleOpenChange = (open: boolean) => {
    if (!open && !isDeleting) onCancel();
  };

  return (
    <AlertDialog open={title !== null} onOpenChange={handleOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{COPY.library.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{COPY.library.deleteBody(title ?? '')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>{COPY.library.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, which would close the dialog before the call ends. */}
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting && <Loader2 className="animate-spin" aria-hidden />}
            {isDeleting ? COPY.library.deleting : COPY.library.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
