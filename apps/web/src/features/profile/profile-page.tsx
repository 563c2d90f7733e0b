import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressDto } from '@lfm/core';
import { useProfile } from '../../api/get-profile';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { AddressForm } from './address-form';
import { ContactDetails } from './contact-details';
import { EditProfileForm } from './edit-profile-form';
import { PaymentView } from './payment-view';
import { ProfilePanel, type ProfileTab } from './profile-panel';
import { useT } from '../../lib/i18n';

/** What replaces Contact Details while it is open (SPEC 2: exclusive views). */
type Editor = { kind: 'address'; address: AddressDto | null } | { kind: 'profile' } | null;

/** SPEC 2 'User profile': a panel with the person, and Contact Details or Payment beside it. */
export default function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = params.get('tab') === 'payment' ? 'payment' : 'contact';
  const [editor, setEditor] = useState<Editor>(null);
  const content = useRef<HTMLElement>(null);
  const viewKey = tab === 'payment' ? 'payment' : (editor?.kind ?? 'contact');

  // Moving between views puts focus on the new view's heading, so keyboard and screen reader users follow.
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    content.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [viewKey]);

  const openTab = (next: ProfileTab) => {
    setEditor(null);
    setParams(next === 'payment' ? { tab: 'payment' } : {});
  };
  const closeEditor = () => setEditor(null);

  if (profile.isPending)
    return (
      <Page title={t('profile.myProfile')}>
        <ProfileSkeleton />
      </Page>
    );
  if (profile.isError)
    return (
      <Page title={t('profile.myProfile')}>
        <Alert tone="error" title={t('profile.weCouldnTLoad')}>
          <p>{profile.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => profile.refetch()}>
            {t('profile.tryAgain')}
          </Button>
        </Alert>
      </Page>
    );

  const user = profile.data;
  return (
    <Page title={t('profile.myProfile')}>
      <div className="grid items-start gap-6 mobile:grid-cols-[280px_minmax(0,1fr)] mobile:gap-8">
        <ProfilePanel user={user} tab={tab} onTab={openTab} />
        <section
          ref={content}
          aria-label={tab === 'payment' ? t('profile.payment') : t('profile.contactDetails')}
          className="rounded-xl border border-line bg-white p-5 shadow-sm mobile:p-8"
        >
          {tab === 'payment' ? (
            <PaymentView />
          ) : editor?.kind === 'address' ? (
            <AddressForm address={editor.address} onDone={closeEditor} />
          ) : editor?.kind === 'profile' ? (
            <EditProfileForm user={user} onDone={closeEditor} />
          ) : (
            <ContactDetails
              user={user}
              onAddAddress={() => setEditor({ kind: 'address', address: null })}
              onEditAddress={(address) => setEditor({ kind: 'address', address })}
              onEditProfile={() => setEditor({ kind: 'profile' })}
            />
          )}
        </section>
      </div>
    </Page>
  );
}

function ProfileSkeleton() {
  const t = useT();
  return (
    <div
      className="grid animate-pulse gap-6 mobile:grid-cols-[280px_minmax(0,1fr)] mobile:gap-8"
      aria-busy="true"
      aria-label={t('profile.loadingYourProfile')}
    >
      <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-white p-6">
        <div className="size-24 rounded-full bg-line" />
        <div className="h-5 w-2/3 rounded bg-line" />
        <div className="h-4 w-3/4 rounded bg-line/70" />
        <div className="mt-3 h-10 w-full rounded-lg bg-line/70" />
        <div className="h-10 w-full rounded-lg bg-line/70" />
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-8">
        <div className="h-7 w-1/3 rounded bg-line" />
        <div className="h-16 rounded-lg bg-line/60" />
        <div className="h-16 rounded-lg bg-line/60" />
      </div>
    </div>
  );
}
