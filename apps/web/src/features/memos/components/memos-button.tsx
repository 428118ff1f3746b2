import { Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The header's Memos button; the panel is the writer tools' (it opens from the phone menu too). */
export function MemosButton({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="shrink-0"
      aria-label="Voice memos"
      title="Voice memos: hum or sing a line, kept with this song"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      <Mic />
    </Button>
  );
}
