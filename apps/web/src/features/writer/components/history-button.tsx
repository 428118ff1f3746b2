import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The header's History button; the panel itself is the writer tools' (it is opened from the phone menu too). */
export function HistoryButton({
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
      aria-label="History"
      title="History"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      <History />
    </Button>
  );
}
