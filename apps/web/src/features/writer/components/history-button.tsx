import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HistoryPanel } from './history-panel';

/** The header's History button and, while open, the panel (mounted only then: no list fetch before). */
type HistoryButtonProps = {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentText: () => string;
  restore: (versionId: string) => Promise<string>;
};

export function HistoryButton({ open, onOpenChange, ...panel }: HistoryButtonProps) {
  return (
    <>
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
      {open && <HistoryPanel {...panel} onClose={() => onOpenChange(false)} />}
    </>
  );
}
