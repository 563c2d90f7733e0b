import { CircleAlert } from 'lucide-react';

/** The server's answer to a failed submit, shown inside the form it belongs to. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-berry/30 bg-berry/5 px-3 py-2.5 text-sm text-berry"
    >
      <CircleAlert className="mt-px size-5 shrink-0" strokeWidth={1.75} aria-hidden />
      <p>{message}</p>
    </div>
  );
}
