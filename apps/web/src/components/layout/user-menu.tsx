import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import { useProfile } from '../../api/get-profile';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { accountLinks } from './nav-links';
import { useSignOut } from './use-sign-out';

export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  return image ? (
    <img src={image} alt="" className={cn('rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-full bg-leaf-tint font-semibold text-leaf-dark',
        className,
      )}
    >
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** The signed-in user's menu (SPEC 2): a disclosure of links, closed by Escape, outside clicks and navigation. */
export function UserMenu() {
  const t = useT();
  const { data: profile } = useProfile();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (e: FocusEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const firstName = profile?.firstName ?? '';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center gap-2 rounded-full py-1 pl-1 pr-3 text-soil transition-colors hover:bg-leaf-tint"
      >
        <Avatar name={firstName} image={profile?.profileImage} className="size-9 text-sm" />
        <span className="max-w-[10rem] truncate font-medium">
          {firstName ? t('account.hi', { firstName }) : t('account.yours')}
        </span>
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          strokeWidth={1.75}
          aria-hidden
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-full z-40 mt-2 w-64 overflow-hidden rounded-xl border border-line bg-white shadow-xl"
        >
          {profile && (
            <div className="border-b border-line px-4 py-3">
              <p className="truncate font-semibold text-soil">
                {profile.firstName} {profile.lastName}
              </p>
              <p className="truncate text-sm text-soil-muted">{profile.email}</p>
            </div>
          )}
          <ul className="py-1">
            {accountLinks(profile).map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block px-4 py-2.5 text-soil hover:bg-leaf-tint">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-line py-1">
            <button
              type="button"
              onClick={signOut}
              className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-soil hover:bg-leaf-tint"
            >
              <LogOut className="size-5" strokeWidth={1.75} aria-hidden />
              {t('auth.signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
