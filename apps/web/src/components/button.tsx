import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

const variants = {
  primary: 'bg-leaf text-white hover:bg-leaf-dark disabled:bg-leaf/50',
  secondary: 'bg-white text-leaf border border-leaf hover:bg-leaf-tint disabled:opacity-50',
  ghost: 'bg-transparent text-soil hover:bg-leaf-tint disabled:opacity-50',
  destructive: 'bg-berry text-white hover:bg-berry/90 disabled:opacity-50',
  accent: 'bg-harvest text-soil hover:bg-harvest/90 disabled:opacity-50',
} as const;
const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5', lg: 'h-12 px-7 text-lg' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  loading?: boolean;
}

/** The one button (DESIGN: primary, secondary, ghost, destructive; loading state). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
});

/** Link styles that look like the button, for router links. */
export const buttonClass = (variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    variants[variant],
    sizes[size],
  );
