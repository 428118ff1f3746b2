import { User } from 'lucide-react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** The user's picture when there is one and it loads; a user icon otherwise. */
export function Avatar({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-10 shrink-0 overflow-hidden rounded-full bg-surface-2', className)}
    >
      {src && <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        className="grid size-full place-items-center text-muted"
        delayMs={src ? 300 : 0}
        aria-label={src ? undefined : alt}
        role={src ? undefined : 'img'}
      >
        <User className="size-1/2" aria-hidden />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
