import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ApproachCardProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  badge?: string;
  isFeatured?: boolean;
  action: ReactNode;
};

/** One writing approach: what it is, and how to start (or ask for) it. */
export function ApproachCard({
  title,
  description,
  icon: Icon,
  badge,
  isFeatured,
  action,
}: ApproachCardProps) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col',
        isFeatured && 'border-primary/40 bg-gradient-to-b from-primary/10 to-surface to-60%',
      )}
    >
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <div
            className={cn(
              'grid size-12 place-items-center rounded-2xl',
              isFeatured ? 'bg-primary/15 text-primary' : 'bg-surface-2 text-muted',
            )}
          >
            <Icon className="size-6" aria-hidden />
          </div>
          {badge && <Badge variant="secondary">{badge}</Badge>}
        </div>
        <h2 id={titleId} className="text-xl font-semibold leading-tight">
          {title}
        </h2>
        <CardDescription className="leading-relaxed">{description}</CardDescription>
      </CardHeader>
      <div className="flex-1" />
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
