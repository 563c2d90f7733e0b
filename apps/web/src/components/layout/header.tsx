import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Loader2, Menu, X } from 'lucide-react';
import { authModal, useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { CartLink } from './cart-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { ScrollToTop } from './scroll-to-top';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { useScrolledPast } from './use-scrolled-past';

// The modals pull in the form libraries: they load when first wanted, not with the first page.
const loadAuthModals = () => import('../../features/auth/auth-modals');
const AuthModals = lazy(loadAuthModals);
const preloadAuthModals = () => void loadAuthModals();

/** Renders the sign-in and sign-up modals once one has been asked for (SPEC 2: exclusive modal state). */
function AuthModalsHost() {
  const t = useT();
  const modal = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if (modal !== 'none' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-soil/30">
          <Loader2 className="size-10 animate-spin text-white" aria-hidden />
          <span className="sr-only">{t('layout.loading')}</span>
        </div>
      }
    >
      <AuthModals />
    </Suspense>
  );
}

/** SPEC 2 header: welcome banner, navigation, cart, account; compact once the page scrolls. */
export function Header() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const compact = useScrolledPast(120);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname, search]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      {/* Issue 15: the banner sits in a landmark of its own, so nothing on the page is outside one. */}
      <aside
        aria-label={t('layout.announcementLabel')}
        className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1 bg-leaf-dark px-4 py-2 text-xs font-medium tracking-wide text-white mobile:text-sm"
      >
        <p className="text-center">{t('layout.announcement')}</p>
        <LanguageSwitcher />
      </aside>
      <header
        className={cn(
          'sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur transition-shadow',
          compact && 'shadow-[0_4px_20px_-8px_rgba(43,38,32,0.25)]',
        )}
      >
        {/* The bar keeps one height: a sticky header that shrank would shift the page under the pointer. */}
        <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:px-6">
          <button
            type="button"
            className="-ml-2 flex size-11 items-center justify-center rounded-full text-soil hover:bg-leaf-tint mobile:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? (
              <X className="size-6" strokeWidth={1.75} aria-hidden />
            ) : (
              <Menu className="size-6" strokeWidth={1.75} aria-hidden />
            )}
          </button>
          <Logo compact={compact} />
          <SearchBox className="mx-4 hidden max-w-md flex-1 mobile:block" />
          <div className="ml-auto flex items-center gap-2">
            <CartLink onIntent={preloadAuthModals} />
            <div className="hidden items-center gap-2 mobile:flex">
              {isLoggedIn ? (
                <UserMenu />
              ) : (
                <div
                  className="flex items-center gap-2"
                  onPointerEnter={preloadAuthModals}
                  onFocus={preloadAuthModals}
                >
                  <Button variant="ghost" onClick={() => authModal.open('sign-in-as')}>
                    {t('auth.signIn')}
                  </Button>
                  <Button onClick={() => authModal.open('sign-up')}>{t('auth.signUp')}</Button>
                </div>
              )}
            </div>
          </div>
        </div>
        <div className="px-4 pb-3 mobile:hidden">
          <SearchBox />
        </div>
        <nav aria-label={t('layout.mainNav')} className="hidden border-t border-line/70 mobile:block">
          <ul className="mx-auto flex max-w-[1200px] items-center gap-1 overflow-x-auto px-4 sm:px-6 lg:gap-3">
            {NAV_LINKS.map((l) => (
              <li key={l.to} className="shrink-0">
                <NavLink
                  to={l.to}
                  className={({ isActive }) =>
                    cn(
                      'relative flex h-11 items-center px-2 text-[15px] font-medium transition-colors after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:rounded-full',
                      isActive
                        ? 'text-leaf after:bg-leaf'
                        : 'text-soil hover:text-leaf after:bg-transparent hover:after:bg-leaf-tint',
                    )
                  }
                >
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {menuOpen && (
          <MobileMenu id={menuId} onAuthIntent={preloadAuthModals} onClose={() => setMenuOpen(false)} />
        )}
      </header>
      <ScrollToTop />
      <AuthModalsHost />
    </>
  );
}
