/**
 * The legal part of the English catalogue (issue 32): the terms of use and the privacy policy (SPEC 1). A part
 * of its own so the shop's first load does not carry these long texts: only those two pages load it
 * (translate.ts `loadCatalogPart(locale, 'legal')`). Keys are `legal.*` (the frame of both), `terms.*` and
 * `privacy.*`. A `{link}` or `{email}` is where a link goes in the sentence; a `{name}` the words in bold
 * before it (the `.name` key). docs/translating.md says which words go where.
 */
export const enLegal = {
  // Both documents.
  'legal.onThisPage': 'On this page',
  'legal.contactUs': 'Contact us',

  // The terms of use (SPEC 1: the terms' figures, effective May 2020).
  'terms.date': 'Effective May 2020',
  'terms.intro':
    'The rules for buying and selling on Local Food Marketplace, written to be read. The short version: be honest, be fair, and pick up your vegetables.',
  'terms.acceptance.title': 'Accepting these terms',
  'terms.acceptance.who':
    'Local Food Marketplace (“we”, “us”) runs an online farmers market where local, sustainable farms and food artisans (“sellers”) offer their products to individual customers, wholesale buyers and schools (“buyers”). These Terms of Use apply to everyone who visits the marketplace, creates an account, buys or sells.',
  'terms.acceptance.agree':
    'By using the marketplace you agree to these terms and to our {link}. If you do not agree, please do not use the marketplace.',
  'terms.eligibility.title': 'Who can use the marketplace',
  'terms.eligibility.lead': 'To create an account or place an order you must:',
  'terms.eligibility.age': 'be 18 years of age or older, and',
  'terms.eligibility.resident': 'be a resident of the United States.',
  'terms.eligibility.organisation':
    'If you use the marketplace on behalf of a business, school or other organisation, you confirm that you are allowed to accept these terms for it.',
  'terms.accounts.title': 'Your account',
  'terms.accounts.signIn':
    'Keep your sign-in details to yourself and tell us straight away at {email} if you think someone else has used your account. You are responsible for what happens under your account.',
  'terms.accounts.accurate':
    'Give us accurate information and keep it up to date. We may suspend or close an account that breaks these terms or puts other members at risk.',
  'terms.buying.title': 'Buying on the marketplace',
  'terms.buying.sellers':
    'Each seller sets its own products, prices, order windows and ways of getting your food: pick up at a farm, market or pop-up, delivery, or shipping. An order is a contract between you and the seller; we provide the marketplace that brings you together.',
  'terms.buying.local':
    'Produce sold here is local: sellers deliver or ship it within 500 miles of where it was grown. Product photos and descriptions are provided by the sellers. Fresh food varies with the season and the weather, so what arrives may look a little different from the picture.',
  'terms.buying.collect':
    'Please be there to collect pick-up orders in the window you chose, and make sure someone can receive deliveries. Food left uncollected cannot usually be resold and may not be refunded.',
  'terms.payments.title': 'Payments',
  'terms.payments.cards':
    'Card payments are processed by a third-party payment provider. We never see or store your full card number; the provider handles it under its own terms and security standards.',
  'terms.payments.invoices':
    'Approved wholesale buyers and schools may pay by invoice, to be paid by the due date shown on the invoice. Prices include the seller’s delivery or shipping fees where these apply, and you see the total before you place your order.',
  'terms.selling.title': 'Selling on the marketplace',
  'terms.selling.lead': 'The marketplace is for small, local producers. To sell here a seller must:',
  'terms.selling.acres': 'farm no more than 200 acres;',
  'terms.selling.miles': 'deliver or ship its produce within 500 miles of where it was grown;',
  'terms.selling.insurance':
    'hold product liability insurance of at least $1,000,000 per occurrence and $2,000,000 in the aggregate, and show proof of it when we ask;',
  'terms.selling.honest':
    'describe its products, growing practices and certifications (such as USDA Certified Organic or a NOFA pledge) honestly, and keep them up to date;',
  'terms.selling.laws': 'follow all food safety, labelling and licensing laws that apply to what it sells.',
  'terms.selling.responsible':
    'Sellers are responsible for the quality and safety of their products and for fulfilling orders.',
  'terms.warranty.title': 'Cancellations, refunds and warranty',
  'terms.warranty.cancel':
    'You can cancel an order while its order window is still open. Once the window closes, the seller starts harvesting and packing, and the order can no longer be cancelled.',
  'terms.warranty.damaged':
    'If something arrives damaged, spoiled or not as described, contact the seller or us as soon as you can, with a photo if possible. Sellers replace or refund products that are not as described. Any warranty a seller gives on non-perishable goods is limited to 90 days from delivery.',
  'terms.use.title': 'Using the marketplace fairly',
  'terms.use.lead': 'Please do not:',
  'terms.use.law': 'break the law, or help anyone else to, through the marketplace;',
  'terms.use.content': 'post false, misleading or offensive content, or use another person’s identity;',
  'terms.use.security': 'interfere with the marketplace’s security, or collect other members’ information;',
  'terms.use.fees': 'arrange to complete a sale found here off the marketplace to avoid its fees.',
  'terms.content.title': 'Content and intellectual property',
  'terms.content.text':
    'The marketplace’s design, text and illustrations belong to us or to those who licensed them to us; product illustrations from Twemoji are used under the CC-BY 4.0 licence. Sellers keep ownership of the photos and descriptions they upload and give us permission to show them on the marketplace and in our newsletters.',
  'terms.children.title': 'Children’s privacy',
  'terms.children.text':
    'The marketplace is not meant for children. We do not knowingly collect personal information from children under the age of 13. If you believe a child has given us information, write to us and we will delete it.',
  'terms.liability.title': 'Disclaimers and limits of liability',
  'terms.liability.asIs':
    'We work hard to keep the marketplace running and accurate, but we provide it “as is”. We are not the seller of the products listed and do not guarantee them beyond what these terms say.',
  'terms.liability.limit':
    'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid for the order it concerns.',
  'terms.disputes.title': 'Claims and governing law',
  'terms.disputes.law':
    'These terms are governed by the laws of the State of New York, without regard to its conflict of law rules. Any claim relating to the marketplace or these terms must be brought within one year after it arose; after that it is permanently barred.',
  'terms.disputes.talk':
    'If you have a problem, please talk to us first: most things can be put right with a message.',
  'terms.changes.title': 'Changes to these terms',
  'terms.changes.text':
    'We may update these terms as the marketplace grows. We will post the new version here with its effective date and, for significant changes, let account holders know by email. Continuing to use the marketplace after a change means you accept the updated terms.',
  'terms.contact.text': 'Questions about these terms? Write to {email}.',

  // The privacy policy (SPEC 1: last modified May 27, 2020; retention plus 1 year; minimum age 16).
  'privacy.date': 'Last modified May 27, 2020',
  'privacy.intro':
    'What we collect when you use Local Food Marketplace, why, and the choices you have. We keep it short and we keep it to what we need.',
  'privacy.collection.title': 'Information we collect',
  'privacy.collection.lead': 'We collect only what we need to run the marketplace:',
  'privacy.collection.account.name': 'Account details',
  'privacy.collection.account':
    '{name} you give us: your name, email address, password (stored scrambled, never readable), phone number, addresses and, for wholesale buyers and schools, the EIN documents you upload.',
  'privacy.collection.orders.name': 'Orders',
  'privacy.collection.orders':
    '{name}: what you bought, from which farms, how you chose to receive it, and your billing details. Card numbers go straight to our payment provider; we keep only the card brand, its last four digits and its expiry date.',
  'privacy.collection.newsletter.name': 'Newsletter sign-ups',
  'privacy.collection.newsletter': '{name}: your name, email address and zip code.',
  'privacy.collection.technical.name': 'Technical information',
  'privacy.collection.technical':
    '{name} your browser sends, such as your device type and pages visited, which helps us keep the marketplace working and secure.',
  'privacy.use.title': 'How we use it',
  'privacy.use.orders': 'to run your account and take, fulfil and support your orders;',
  'privacy.use.zip': 'to show you farms, markets and products that serve your zip code;',
  'privacy.use.emails':
    'to send the emails you ask for, such as order updates, password resets and our newsletter;',
  'privacy.use.fraud': 'to prevent fraud and keep the marketplace safe;',
  'privacy.use.improve': 'to understand, in aggregate, how the marketplace is used so we can improve it.',
  'privacy.sharing.title': 'How we share it',
  'privacy.sharing.lead': 'We never sell your personal information. We share it only:',
  'privacy.sharing.farms':
    'with the farms you order from: your name, contact details and delivery address, so they can fulfil your order;',
  'privacy.sharing.providers':
    'with service providers who work for us, such as our payment provider, email service and hosting, under contracts that limit what they may do with it;',
  'privacy.sharing.law':
    'when the law requires it, or to protect the rights and safety of our members and the public.',
  'privacy.storage.title': 'How we store and protect it',
  'privacy.storage.security':
    'Your information is stored on secure servers. Connections to the marketplace are encrypted, passwords are hashed, and access inside our team is limited to people who need it.',
  'privacy.storage.retention':
    'We keep your information for as long as your account is open, plus 1 year, so we can answer questions about past orders and meet our legal and tax obligations. After that we delete it or make it anonymous.',
  'privacy.control.title': 'Your choices and control',
  'privacy.control.profile': 'See and correct your details at any time on your {link}.',
  'privacy.control.profileLink': 'profile',
  'privacy.control.unsubscribe':
    'Unsubscribe from the newsletter with the link at the bottom of every issue.',
  'privacy.control.copy':
    'Ask us for a copy of your information, or to delete your account, by writing to the address below.',
  'privacy.additional.title': 'Additional matters',
  'privacy.additional.age.name': 'Age.',
  'privacy.additional.age':
    'The marketplace is not intended for anyone under 16, and we do not knowingly collect information from them.',
  'privacy.additional.sites.name': 'Other sites.',
  'privacy.additional.sites':
    'Links to farms’ own websites or social media take you to services with their own privacy policies.',
  'privacy.additional.changes.name': 'Changes.',
  'privacy.additional.changes':
    'When we update this policy we change the date at the top and, for significant changes, tell account holders by email.',
  'privacy.contact.text': 'Questions or requests about your privacy: write to {email}.',
} as const;
