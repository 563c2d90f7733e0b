import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../lib/cn';

const tones = {
  success: { box: 'border-leaf/30 bg-leaf-tint text-leaf-dark', Icon: CircleCheck },
  error: { box: 'border-berry/30 bg-berry/5 text-berry', Icon: CircleAlert },
  info: { box: 'border-sky/30 bg-sky/5 text-sky', Icon: Info },
} as const;

/** An inline notice: a server's answer that belongs on the page rather than in a toast. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
  id,
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" strokeWidth={1.75} aria-hidden />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : undefined, 'text-soil')}>{children}</div>}
      </div>
    </div>
  );
}
