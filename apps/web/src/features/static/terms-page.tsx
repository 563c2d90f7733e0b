import { Link } from 'react-router';
import { useT, type Translate } from '../../lib/i18n';
import { contactLink, LegalDocument, rich, type LegalSection } from './legal-document';

// SPEC 1: the terms' figures (effective May 2020).
const sections = (t: Translate): LegalSection[] => [
  {
    id: 'acceptance',
    title: t('terms.acceptance.title'),
    body: (
      <>
        <p>{t('terms.acceptance.who')}</p>
        <p>
          {rich(t, 'terms.acceptance.agree', {
            link: <Link to="/privacypolicy">{t('footer.privacy')}</Link>,
          })}
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: t('terms.eligibility.title'),
    body: (
      <>
        <p>{t('terms.eligibility.lead')}</p>
        <ul>
          <li>{t('terms.eligibility.age')}</li>
          <li>{t('terms.eligibility.resident')}</li>
        </ul>
        <p>{t('terms.eligibility.organisation')}</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: t('terms.accounts.title'),
    body: (
      <>
        <p>{rich(t, 'terms.accounts.signIn', { email: contactLink })}</p>
        <p>{t('terms.accounts.accurate')}</p>
      </>
    ),
  },
  {
    id: 'buying',
    title: t('terms.buying.title'),
    body: (
      <>
        <p>{t('terms.buying.sellers')}</p>
        <p>{t('terms.buying.local')}</p>
        <p>{t('terms.buying.collect')}</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: t('terms.payments.title'),
    body: (
      <>
        <p>{t('terms.payments.cards')}</p>
        <p>{t('terms.payments.invoices')}</p>
      </>
    ),
  },
  {
    id: 'selling',
    title: t('terms.selling.title'),
    body: (
      <>
        <p>{t('terms.selling.lead')}</p>
        <ul>
          <li>{t('terms.selling.acres')}</li>
          <li>{t('terms.selling.miles')}</li>
          <li>{t('terms.selling.insurance')}</li>
          <li>{t('terms.selling.honest')}</li>
          <li>{t('terms.selling.laws')}</li>
        </ul>
        <p>{t('terms.selling.responsible')}</p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: t('terms.warranty.title'),
    body: (
      <>
        <p>{t('terms.warranty.cancel')}</p>
        <p>{t('terms.warranty.damaged')}</p>
      </>
    ),
  },
  {
    id: 'use',
    title: t('terms.use.title'),
    body: (
      <>
        <p>{t('terms.use.lead')}</p>
        <ul>
          <li>{t('terms.use.law')}</li>
          <li>{t('terms.use.content')}</li>
          <li>{t('terms.use.security')}</li>
          <li>{t('terms.use.fees')}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: t('terms.content.title'),
    body: <p>{t('terms.content.text')}</p>,
  },
  {
    id: 'children',
    title: t('terms.children.title'),
    body: <p>{t('terms.children.text')}</p>,
  },
  {
    id: 'liability',
    title: t('terms.liability.title'),
    body: (
      <>
        <p>{t('terms.liability.asIs')}</p>
        <p>{t('terms.liability.limit')}</p>
      </>
    ),
  },
  {
    id: 'disputes',
    title: t('terms.disputes.title'),
    body: (
      <>
        <p>{t('terms.disputes.law')}</p>
        <p>{t('terms.disputes.talk')}</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: t('terms.changes.title'),
    body: <p>{t('terms.changes.text')}</p>,
  },
  {
    id: 'contact',
    title: t('legal.contactUs'),
    body: <p>{rich(t, 'terms.contact.text', { email: contactLink })}</p>,
  },
];

export default function TermsPage() {
  const t = useT();
  return (
    <LegalDocument
      title={t('footer.terms')}
      dateLine={t('terms.date')}
      intro={<p>{t('terms.intro')}</p>}
      sections={sections(t)}
    />
  );
}
