import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'destructive'
          ? 'border-destructive/50 bg-destructive/10 text-red-200'
          : 'border-border bg-surface-2',
        className,
      )}
      {...props}
    />
  );
}
