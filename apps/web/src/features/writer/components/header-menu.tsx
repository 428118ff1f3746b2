import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** A header icon that opens a small menu (Sections, Export); the caller owns the open state. */
type HeaderMenuProps = {
  label: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  children: ReactNode;
};

/** The look of one menu entry. */
export const menuItem =
  'rounded-lg px-3 py-2 text-left text-sm hover:bg-background focus-visible:bg-background focus-visible:outline-none';

export function HeaderMenu({ label, icon, open, onOpenChange, className, children }: HeaderMenuProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="shrink-0" aria-label={label} title={label}>
          {icon}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className={className} aria-label={label}>
        {children}
      </PopoverContent>
    </Popover>
  );
}
