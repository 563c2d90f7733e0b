import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { cn } from '../lib/cn';

/** DESIGN: an icon, the specification's sentence, and the next action where one exists. */
export function EmptyState({
  message,
  icon,
  action,
  className,
}: {
  message: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <span
        className="flex size-16 items-center justify-center rounded-full bg-leaf-tint text-leaf"
        aria-hidden
      >
        {icon ?? <SearchX className="size-8" strokeWidth={1.5} />}
      </span>
      <p className="text-lg text-soil">{message}</p>
      {action}
    </div>
  );
}
