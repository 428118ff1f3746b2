import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A header button that opens or closes one of the writer's side panels (History, Voice memos); the
 * panel itself is the writer tools' (it opens from the phone menu too).
 */
export function PanelButton({
  icon,
  label,
  title,
  open,
  onOpenChange,
}: {
  icon: ReactNode;
  label: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="shrink-0"
      aria-label={label}
      title={title}
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      {icon}
    </Button>
  );
}
