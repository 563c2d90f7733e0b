import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field, inputClass } from '../../components/field';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { id, label, error, className, ...rest },
  ref,
) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} htmlFor={id} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} pr-12`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-soil-muted hover:text-soil"
        >
          {shown ? (
            <EyeOff className="size-5" strokeWidth={1.75} aria-hidden />
          ) : (
            <Eye className="size-5" strokeWidth={1.75} aria-hidden />
          )}
        </button>
      </div>
    </Field>
  );
});
