import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled tooltip around one focusable child. Timings come from the app's Tooltip.Provider
 * (700 ms open, 300 ms skip).
 */
export function Tooltip({
  label,
  side = 'top',
  children,
  className,
}: {
  label: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  children: ReactElement;
  className?: string;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 max-w-xs rounded-lg border border-border bg-surface-2 px-2.5 py-1.5 text-xs text-foreground shadow-lg',
            'data-[state=closed]:opacity-0 transition-opacity',
            className,
          )}
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
