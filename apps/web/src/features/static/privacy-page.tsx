import { Link } from 'react-router';
import type { LegalKey } from '@lfm/core/i18n/catalogue';
import { useT, type Translate } from '../../lib/i18n';
import { contactLink, LegalDocument, rich, type LegalSection } from './legal-document';

/** A list item that opens with words in bold ('Orders: what you bought…'), where the language puts them. */
const lead = (t: Translate, key: LegalKey, name: LegalKey) =>
  rich(t, key, { name: <strong>{t(name)}</strong> });

// SPEC 1: last modified May 27, 2020; retention plus 1 year; minimum age 16.
const sections = (t: Translate): LegalSection[] => [
  {
    id: 'collection',
    title: t('privacy.collection.title'),
    body: (
      <>
        <p>{t('privacy.collection.lead')}</p>
        <ul>
          <li>{lead(t, 'privacy.collection.account', 'privacy.collection.account.name')}</li>
          <li>{lead(t, 'privacy.collection.orders', 'privacy.collection.orders.name')}</li>
          <li>{lead(t, 'privacy.collection.newsletter', 'privacy.collection.newsletter.name')}</li>
          <li>{lead(t, 'privacy.collection.technical', 'privacy.collection.technical.name')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: t('privacy.use.title'),
    body: (
      <ul>
        <li>{t('privacy.use.orders')}</li>
        <li>{t('privacy.use.zip')}</li>
        <li>{t('privacy.use.emails')}</li>
        <li>{t('privacy.use.fraud')}</li>
        <li>{t('privacy.use.improve')}</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: t('privacy.sharing.title'),
    body: (
      <>
        <p>{t('privacy.sharing.lead')}</p>
        <ul>
          <li>{t('privacy.sharing.farms')}</li>
          <li>{t('privacy.sharing.providers')}</li>
          <li>{t('privacy.sharing.law')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'storage',
    title: t('privacy.storage.title'),
    body: (
      <>
        <p>{t('privacy.storage.security')}</p>
        <p>{t('privacy.storage.retention')}</p>
      </>
    ),
  },
  {
    id: 'control',
    title: t('privacy.control.title'),
    body: (
      <ul>
        <li>
          {rich(t, 'privacy.control.profile', {
            link: <Link to="/userprofile">{t('privacy.control.profileLink')}</Link>,
          })}
        </li>
        <li>{t('privacy.control.unsubscribe')}</li>
        <li>{t('privacy.control.copy')}</li>
      </ul>
    ),
  },
  {
    id: 'additional',
    title: t('privacy.additional.title'),
    body: (
      <>
        <p>
          <strong>{t('privacy.additional.age.name')}</strong> {t('privacy.additional.age')}
        </p>
        <p>
          <strong>{t('privacy.additional.sites.name')}</strong> {t('privacy.additional.sites')}
        </p>
        <p>
          <strong>{t('privacy.additional.changes.name')}</strong> {t('privacy.additional.changes')}
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: t('legal.contactUs'),
    body: <p>{rich(t, 'privacy.contact.text', { email: contactLink })}</p>,
  },
];

export default function PrivacyPage() {
  const t = useT();
  return (
    <LegalDocument
      title={t('footer.privacy')}
      dateLine={t('privacy.date')}
      intro={<p>{t('privacy.intro')}</p>}
      sections={sections(t)}
    />
  );
}
