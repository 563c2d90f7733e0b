import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

export const inputClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-soil placeholder:text-soil-muted/70 focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/30 aria-[invalid=true]:border-berry';

/** Label, control and the error message under it in berry (DESIGN: Field). */
export function Field({
  label,
  error,
  children,
  hint,
  className,
  htmlFor,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
  htmlFor: string;
}) {
  const t = useT();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-soil">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-soil-muted">{hint}</p>}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="text-sm text-berry">
          {/* A schema's message (core's words) in the page's language. */}
          {t.text(error)}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A text input inside a Field; works with react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} htmlFor={fieldId} className={className}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={!!error}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={inputClass}
        {...rest}
      />
    </Field>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, className, id, children, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field label={label} error={error} hint={hint} htmlFor={fieldId} className={className}>
      <select ref={ref} id={fieldId} aria-invalid={!!error} className={inputClass} {...rest}>
        {children}
      </select>
    </Field>
  );
});

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string };
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field label={label} error={error} htmlFor={fieldId} className={className}>
      <textarea ref={ref} id={fieldId} aria-invalid={!!error} rows={4} className={inputClass} {...rest} />
    </Field>
  );
});
