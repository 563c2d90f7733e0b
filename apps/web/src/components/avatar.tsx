import { useState } from 'react';
import { cn } from '../lib/cn';

const sizes = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-3xl' } as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A person's picture, or their initials on a leaf tint when there is none (or it fails to load). */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn('inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className);
  if (src && failed !== src)
    return <img src={src} alt={name} className={cn(frame, 'object-cover')} onError={() => setFailed(src)} />;
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(frame, 'items-center justify-center bg-leaf-tint font-display font-semibold text-leaf')}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
