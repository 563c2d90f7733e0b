import { MapPin, Pencil, Plus } from 'lucide-react';
import { formatAddress, type AddressDto, type UserProfileDto } from '@lfm/core';
import { Button } from '../../components/button';
import { useT } from '../../lib/i18n';

/** SPEC 2: the saved addresses, each with Edit; Add Address; email, phone and Edit Profile. */
export function ContactDetails({
  user,
  onAddAddress,
  onEditAddress,
  onEditProfile,
}: {
  user: UserProfileDto;
  onAddAddress: () => void;
  onEditAddress: (address: AddressDto) => void;
  onEditProfile: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h2 tabIndex={-1} className="text-2xl text-soil focus:outline-none">
          {t('profile.contactDetails')}
        </h2>
        <p className="mt-1 text-soil-muted">{t('profile.whereWeDeliverAnd')}</p>
      </div>

      <section aria-labelledby="addresses-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="addresses-title" className="text-lg text-soil">
            {t('profile.addresses')}
          </h3>
          <Button variant="secondary" size="sm" onClick={onAddAddress}>
            <Plus className="size-4" strokeWidth={1.75} aria-hidden />
            {t('profile.addAddress')}
          </Button>
        </div>
        {user.address.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-line p-4 text-soil-muted">
            {t('profile.youHavenTSaved')}
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {user.address.map((address) => {
              const text = formatAddress(address);
              return (
                <li
                  key={address._id}
                  className="flex items-start gap-3 rounded-lg border border-line bg-cream/60 p-4"
                >
                  <MapPin className="mt-0.5 size-5 shrink-0 text-leaf" strokeWidth={1.75} aria-hidden />
                  <p className="min-w-0 flex-1 break-words text-soil">{text}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-my-1 shrink-0"
                    aria-label={t('profile.editAddressOf', { address: text })}
                    onClick={() => onEditAddress(address)}
                  >
                    <Pencil className="size-4" strokeWidth={1.75} aria-hidden />
                    {t('profile.edit')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="account-title" className="border-t border-line pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="account-title" className="text-lg text-soil">
            {t('profile.emailAndPhone')}
          </h3>
          <Button variant="secondary" size="sm" onClick={onEditProfile}>
            <Pencil className="size-4" strokeWidth={1.75} aria-hidden />
            {t('profile.editProfile')}
          </Button>
        </div>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-soil-muted">{t('field.email')}</dt>
            <dd className="break-words font-medium text-soil">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-soil-muted">{t('field.phone')}</dt>
            <dd className="font-medium text-soil">
              {user.phone || <span className="font-normal text-soil-muted">{t('profile.notAddedYet')}</span>}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
