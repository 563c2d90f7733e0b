import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

// SPEC 1: last modified May 27, 2020; retention plus 1 year; minimum age 16.
const SECTIONS: LegalSection[] = [
  {
    id: 'collection',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account details</strong> you give us: your name, email address, password (stored
            scrambled, never readable), phone number, addresses and, for wholesale buyers and schools, the EIN
            documents you upload.
          </li>
          <li>
            <strong>Orders</strong>: what you bought, from which farms, how you chose to receive it, and your
            billing details. Card numbers go straight to our payment provider; we keep only the card brand,
            its last four digits and its expiry date.
          </li>
          <li>
            <strong>Newsletter sign-ups</strong>: your name, email address and zip code.
          </li>
          <li>
            <strong>Technical information</strong> your browser sends, such as your device type and pages
            visited, which helps us keep the marketplace working and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to run your account and take, fulfil and support your orders;</li>
        <li>to show you farms, markets and products that serve your zip code;</li>
        <li>to send the emails you ask for, such as order updates, password resets and our newsletter;</li>
        <li>to prevent fraud and keep the marketplace safe;</li>
        <li>to understand, in aggregate, how the marketplace is used so we can improve it.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share it',
    body: (
      <>
        <p>We never sell your personal information. We share it only:</p>
        <ul>
          <li>
            with the farms you order from: your name, contact details and delivery address, so they can fulfil
            your order;
          </li>
          <li>
            with service providers who work for us, such as our payment provider, email service and hosting,
            under contracts that limit what they may do with it;
          </li>
          <li>
            when the law requires it, or to protect the rights and safety of our members and the public.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'How we store and protect it',
    body: (
      <>
        <p>
          Your information is stored on secure servers. Connections to the marketplace are encrypted,
          passwords are hashed, and access inside our team is limited to people who need it.
        </p>
        <p>
          We keep your information for as long as your account is open, plus 1 year, so we can answer
          questions about past orders and meet our legal and tax obligations. After that we delete it or make
          it anonymous.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    title: 'Your choices and control',
    body: (
      <ul>
        <li>
          See and correct your details at any time on your <Link to="/userprofile">profile</Link>.
        </li>
        <li>Unsubscribe from the newsletter with the link at the bottom of every issue.</li>
        <li>
          Ask us for a copy of your information, or to delete your account, by writing to the address below.
        </li>
      </ul>
    ),
  },
  {
    id: 'additional',
    title: 'Additional matters',
    body: (
      <>
        <p>
          <strong>Age.</strong> The marketplace is not intended for anyone under 16, and we do not knowingly
          collect information from them.
        </p>
        <p>
          <strong>Other sites.</strong> Links to farms’ own websites or social media take you to services with
          their own privacy policies.
        </p>
        <p>
          <strong>Changes.</strong> When we update this policy we change the date at the top and, for
          significant changes, tell account holders by email.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy: write to{' '}
        <a href="mailto:hello@localfood.example">hello@localfood.example</a>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine="Last modified May 27, 2020"
      intro={
        <p>
          What we collect when you use Local Food Marketplace, why, and the choices you have. We keep it short
          and we keep it to what we need.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
