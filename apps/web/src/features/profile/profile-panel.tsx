import { CreditCard, type LucideIcon, MapPin } from 'lucide-react';
import type { UserProfileDto } from '@lfm/core';
import { Avatar } from '../../components/avatar';
import { cn } from '../../lib/cn';
import { useT, type MessageKey } from '../../lib/i18n';

export type ProfileTab = 'contact' | 'payment';

const tabs: { id: ProfileTab; label: MessageKey; Icon: LucideIcon }[] = [
  { id: 'contact', label: 'profile.contactDetails', Icon: MapPin },
  { id: 'payment', label: 'profile.payment', Icon: CreditCard },
];

export const fullName = (user: Pick<UserProfileDto, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The profile's left panel: picture, name, email and the two views. Stacks above the content on mobile. */
export function ProfilePanel({
  user,
  tab,
  onTab,
}: {
  user: UserProfileDto;
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
}) {
  const t = useT();
  const name = fullName(user);
  return (
    <aside className="rounded-xl border border-line bg-white p-5 shadow-sm mobile:p-6">
      <div className="flex items-center gap-4 mobile:flex-col mobile:text-center">
        <Avatar
          name={name}
          src={user.profileImage}
          size="lg"
          className="max-mobile:size-16 max-mobile:text-2xl"
        />
        <div className="min-w-0">
          <p className="font-display text-xl font-semibold text-soil">{name}</p>
          <p className="break-words text-sm text-soil-muted">{user.email}</p>
        </div>
      </div>
      <nav
        aria-label={t('profile.profileSections')}
        className="mt-5 grid grid-cols-2 gap-2 mobile:mt-6 mobile:grid-cols-1"
      >
        {tabs.map(({ id, label, Icon }) => {
          const active = tab === id;
          return (
            <button
              key={id}
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onTab(id)}
              className={cn(
                'flex h-11 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors mobile:justify-start mobile:text-base',
                active
                  ? 'border-leaf bg-leaf-tint text-leaf-dark'
                  : 'border-line bg-white text-soil hover:border-leaf hover:bg-leaf-tint',
              )}
            >
              <Icon className="size-5 max-mobile:hidden" strokeWidth={1.75} aria-hidden />
              {t(label)}
            </button>
          );
        })}
      </nav>
    </aside>
  );
}
