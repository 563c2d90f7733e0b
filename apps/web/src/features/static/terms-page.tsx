import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document';

// SPEC 1: the terms' figures (effective May 2020).
const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <>
        <p>
          Local Food Marketplace (“we”, “us”) runs an online farmers market where local, sustainable farms and
          food artisans (“sellers”) offer their products to individual customers, wholesale buyers and schools
          (“buyers”). These Terms of Use apply to everyone who visits the marketplace, creates an account,
          buys or sells.
        </p>
        <p>
          By using the marketplace you agree to these terms and to our{' '}
          <Link to="/privacypolicy">Privacy Policy</Link>. If you do not agree, please do not use the
          marketplace.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the marketplace',
    body: (
      <>
        <p>To create an account or place an order you must:</p>
        <ul>
          <li>be 18 years of age or older, and</li>
          <li>be a resident of the United States.</li>
        </ul>
        <p>
          If you use the marketplace on behalf of a business, school or other organisation, you confirm that
          you are allowed to accept these terms for it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          Keep your sign-in details to yourself and tell us straight away at{' '}
          <a href="mailto:hello@localfood.example">hello@localfood.example</a> if you think someone else has
          used your account. You are responsible for what happens under your account.
        </p>
        <p>
          Give us accurate information and keep it up to date. We may suspend or close an account that breaks
          these terms or puts other members at risk.
        </p>
      </>
    ),
  },
  {
    id: 'buying',
    title: 'Buying on the marketplace',
    body: (
      <>
        <p>
          Each seller sets its own products, prices, order windows and ways of getting your food: pick up at a
          farm, market or pop-up, delivery, or shipping. An order is a contract between you and the seller; we
          provide the marketplace that brings you together.
        </p>
        <p>
          Produce sold here is local: sellers deliver or ship it within 500 miles of where it was grown.
          Product photos and descriptions are provided by the sellers. Fresh food varies with the season and
          the weather, so what arrives may look a little different from the picture.
        </p>
        <p>
          Please be there to collect pick-up orders in the window you chose, and make sure someone can receive
          deliveries. Food left uncollected cannot usually be resold and may not be refunded.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <>
        <p>
          Card payments are processed by a third-party payment provider. We never see or store your full card
          number; the provider handles it under its own terms and security standards.
        </p>
        <p>
          Approved wholesale buyers and schools may pay by invoice, to be paid by the due date shown on the
          invoice. Prices include the seller’s delivery or shipping fees where these apply, and you see the
          total before you place your order.
        </p>
      </>
    ),
  },
  {
    id: 'selling',
    title: 'Selling on the marketplace',
    body: (
      <>
        <p>The marketplace is for small, local producers. To sell here a seller must:</p>
        <ul>
          <li>farm no more than 200 acres;</li>
          <li>deliver or ship its produce within 500 miles of where it was grown;</li>
          <li>
            hold product liability insurance of at least $1,000,000 per occurrence and $2,000,000 in the
            aggregate, and show proof of it when we ask;
          </li>
          <li>
            describe its products, growing practices and certifications (such as USDA Certified Organic or a
            NOFA pledge) honestly, and keep them up to date;
          </li>
          <li>follow all food safety, labelling and licensing laws that apply to what it sells.</li>
        </ul>
        <p>Sellers are responsible for the quality and safety of their products and for fulfilling orders.</p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Cancellations, refunds and warranty',
    body: (
      <>
        <p>
          You can cancel an order while its order window is still open. Once the window closes, the seller
          starts harvesting and packing, and the order can no longer be cancelled.
        </p>
        <p>
          If something arrives damaged, spoiled or not as described, contact the seller or us as soon as you
          can, with a photo if possible. Sellers replace or refund products that are not as described. Any
          warranty a seller gives on non-perishable goods is limited to 90 days from delivery.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Using the marketplace fairly',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>break the law, or help anyone else to, through the marketplace;</li>
          <li>post false, misleading or offensive content, or use another person’s identity;</li>
          <li>interfere with the marketplace’s security, or collect other members’ information;</li>
          <li>arrange to complete a sale found here off the marketplace to avoid its fees.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <p>
        The marketplace’s design, text and illustrations belong to us or to those who licensed them to us;
        product illustrations from Twemoji are used under the CC-BY 4.0 licence. Sellers keep ownership of the
        photos and descriptions they upload and give us permission to show them on the marketplace and in our
        newsletters.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        The marketplace is not meant for children. We do not knowingly collect personal information from
        children under the age of 13. If you believe a child has given us information, write to us and we will
        delete it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limits of liability',
    body: (
      <>
        <p>
          We work hard to keep the marketplace running and accurate, but we provide it “as is”. We are not the
          seller of the products listed and do not guarantee them beyond what these terms say.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total
          liability for any claim is limited to the amount you paid for the order it concerns.
        </p>
      </>
    ),
  },
  {
    id: 'disputes',
    title: 'Claims and governing law',
    body: (
      <>
        <p>
          These terms are governed by the laws of the State of New York, without regard to its conflict of law
          rules. Any claim relating to the marketplace or these terms must be brought within one year after it
          arose; after that it is permanently barred.
        </p>
        <p>If you have a problem, please talk to us first: most things can be put right with a message.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the marketplace grows. We will post the new version here with its
        effective date and, for significant changes, let account holders know by email. Continuing to use the
        marketplace after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to{' '}
        <a href="mailto:hello@localfood.example">hello@localfood.example</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      dateLine="Effective May 2020"
      intro={
        <p>
          The rules for buying and selling on Local Food Marketplace, written to be read. The short version:
          be honest, be fair, and pick up your vegetables.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
