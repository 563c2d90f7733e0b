import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { MapPin, X } from 'lucide-react';
import { ZIP_PATTERN } from '@lfm/core';
import { useProfile } from '../api/get-profile';
import { cn } from '../lib/cn';
import { Button } from './button';
import { inputClass } from './field';
import { useT } from '../lib/i18n';

/**
 * SPEC 3 'order-now zip': the chosen zip lives in the browser. No value is the initial state (the
 * profile's first address is used, SPEC 4); CLEARED remembers that the buyer removed it on purpose.
 */
const KEY = 'orderNowZip';
const CLEARED = 'cleared';
const listeners = new Set<() => void>();
const readStored = () => localStorage.getItem(KEY);
const noZip = () => null;
const write = (value: string) => {
  localStorage.setItem(KEY, value);
  listeners.forEach((l) => l());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === KEY || e.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The order-now zip shared by the home block, /order-now and /toyourdoor. */
export function useOrderNowZip() {
  // A page drawn on the server (and the browser's hydration of it) has no zip: the stored one follows at once.
  const stored = useSyncExternalStore(subscribe, readStored, noZip);
  const { data: profile } = useProfile();
  // SPEC 4: when none is chosen, a signed-in buyer starts from their first address.
  const profileZip = profile?.address[0]?.postalCode?.trim();
  const zip =
    stored === CLEARED
      ? null
      : stored && ZIP_PATTERN.test(stored)
        ? stored
        : profileZip && ZIP_PATTERN.test(profileZip)
          ? profileZip
          : null;
  return { zip, setZip: (value: string) => write(value), clearZip: () => write(CLEARED) };
}

/**
 * SPEC 2/5 zip filter: an input with Go (exactly 5 digits), and once a zip is applied a summary with a
 * clear button (left out when `onClear` is not given: pickup mode, SPEC 4). `error` shows the server's
 * answer about the zip (an unknown zip: 'Please fill valid address').
 */
export function ZipFilter({
  zip,
  onApply,
  onClear,
  summary,
  error,
  className,
}: {
  zip: string | null;
  onApply: (zip: string) => void;
  onClear?: () => void;
  summary?: ReactNode;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(zip ?? '');
  const [shown, setShown] = useState(zip);
  const [invalid, setInvalid] = useState(false);
  // The applied zip can change elsewhere (profile loaded, cleared, another tab): follow it.
  if (shown !== zip) {
    setShown(zip);
    setDraft(zip ?? '');
    setInvalid(false);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (!ZIP_PATTERN.test(value)) return setInvalid(true);
    setInvalid(false);
    onApply(value);
  };
  const t = useT();
  const message = invalid ? t('validation.zip') : error && t.text(error);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <form
        onSubmit={submit}
        noValidate
        role="search"
        aria-label={t('zip.filter')}
        className="flex items-end gap-2"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-56">
          <label htmlFor={id} className="text-sm font-medium text-soil">
            {t('zip.label')}
          </label>
          <input
            id={id}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder={t('zip.placeholder')}
            aria-invalid={!!message}
            aria-describedby={message ? `${id}-error` : undefined}
            className={inputClass}
          />
        </div>
        <Button type="submit" className="shrink-0">
          {t('zip.go')}
        </Button>
      </form>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-berry">
          {message}
        </p>
      )}
      {zip && (
        <p className="flex flex-wrap items-center gap-2 text-soil">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-leaf-tint py-1 pl-3 pr-1 text-sm font-medium text-leaf-dark">
            <MapPin className="size-4" strokeWidth={1.75} aria-hidden />
            <span className="tabular">{summary ?? t('zip.summary', { zip })}</span>
            {onClear ? (
              <button
                type="button"
                onClick={onClear}
                aria-label={t('zip.clear', { zip })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-white"
              >
                <X className="size-4" strokeWidth={1.75} aria-hidden />
              </button>
            ) : (
              <span className="w-2" aria-hidden />
            )}
          </span>
        </p>
      )}
    </div>
  );
}
