import { Link, NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import { useProfile } from '../../api/get-profile';
import { authModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { accountLinks, NAV_LINKS } from './nav-links';
import { Avatar } from './user-menu';
import { LanguageSwitcher } from './language-switcher';
import { useSignOut } from './use-sign-out';

/** The navigation and account links of a phone-sized header (SPEC 9: mobile at 760 px and below). */
export function MobileMenu({
  id,
  onAuthIntent,
  onClose,
}: {
  id: string;
  onAuthIntent: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { data: profile } = useProfile();
  const signOut = useSignOut();
  const openModal = (modal: 'sign-in-as' | 'sign-up') => {
    onClose();
    authModal.open(modal);
  };
  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-64px)] overflow-y-auto border-t border-line bg-white px-4 pb-6 pt-2 mobile:hidden"
    >
      <nav aria-label={t('layout.mainNav')}>
        <ul>
          {NAV_LINKS.map((l) => (
            <li key={l.to} className="border-b border-line/70">
              <NavLink
                to={l.to}
                className={({ isActive }) =>
                  cn('block py-3.5 text-lg', isActive ? 'font-semibold text-leaf' : 'text-soil')
                }
              >
                {t(l.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isLoggedIn ? (
        <div className="mt-5">
          <div className="mb-2 flex items-center gap-3">
            <Avatar
              name={profile?.firstName ?? ''}
              image={profile?.profileImage}
              className="size-10 text-base"
            />
            <div className="min-w-0">
              <p className="truncate font-semibold">
                {profile ? `${profile.firstName} ${profile.lastName}` : t('account.yours')}
              </p>
              {profile && <p className="truncate text-sm text-soil-muted">{profile.email}</p>}
            </div>
          </div>
          <ul>
            {accountLinks(profile).map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block py-2.5 text-soil">
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={signOut} className="flex items-center gap-2 py-2.5 text-soil">
                <LogOut className="size-5" strokeWidth={1.75} aria-hidden />
                {t('auth.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-3" onPointerDown={onAuthIntent}>
          <Button variant="secondary" onClick={() => openModal('sign-in-as')}>
            {t('auth.signIn')}
          </Button>
          <Button onClick={() => openModal('sign-up')}>{t('auth.signUp')}</Button>
        </div>
      )}
      <LanguageSwitcher className="mt-6 justify-center text-soil" />
    </div>
  );
}
