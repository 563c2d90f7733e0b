/**
 * The server part of the English catalogue (issue 32): the words of the emails and the documents (PDF, CSV)
 * the server writes and no page says, each in its reader's language (their saved `users.language`). A part
 * of its own so no page's load carries them: only the server loads it (apps/server/src/app.ts loads every
 * part). Keys are `mail.*` (emails), `sheet.*` (pick lists, packing sheets) and `doc.*` (shared by them);
 * a farm's statement file says the portal's and the main catalogue's `statement.*` words. A word a page says too stays in its own catalogue (`email.hello`,
 * `receipt.seeOrders` in the main one, the statement's columns in the portal part) and the server says it
 * from there. docs/translating.md says which words go in which part.
 */
export const enServer = {
  // Shared by the emails and documents.
  'doc.theFarm': 'the farm',

  // A buyer's emails about an order (the receipt's words are in the main catalogue, `receipt.*`).
  'mail.yourOrders': 'Your orders: {url}',
  'mail.cancelled.subject': 'Your order #{id} has been cancelled',
  'mail.cancelled.body':
    'Your order #{id} has been cancelled. {payment, select, invoice {Its invoice has been voided.} other {The payment has been refunded to your card.}}',
  'mail.renewal.subject': 'Your subscription to {product} did not renew',
  'mail.renewal.body':
    'Your subscription to {product} did not renew: {outcome, select, declined {your card was declined, so the subscription is paused. Add a card in your profile and subscribe again.} other {the farm has run out of it this time, so nothing was charged. It will renew again next period.}}',
  'mail.outOfStock.subject': '{farm} ran out of part of your order #{id}',
  'mail.outOfStock.body':
    '{farm} has run out of what you ordered, so it will not come. Please contact the farm about a refund or a substitute.',
  'mail.ready.subject': 'Your order #{id} is ready for pickup',
  'mail.ready.body': 'Your order from {farm} is ready. {how}.',
  'mail.onItsWay.subject': 'Your order #{id} is out for delivery',
  'mail.onItsWay.body': 'Your order from {farm} is on its way. {how}.',
  'mail.harvested.subject': 'Your order #{id} has been harvested',
  'mail.harvested.body': '{farm} has harvested your order and will ship it shortly.',
  'mail.shipped.subject': 'Your order #{id} has shipped',
  'mail.shipped.body': '{farm} has shipped your order.',
  'mail.shipped.tracking': 'Tracking {number}: {link}',
  // A farmer's or a pick-up host's message about a day (their own words go in as written).
  'mail.dayMessage.subject': 'A message from {from} about {date}',
  'mail.dayMessage.intro': '{from} writes about your order for {date}:',

  // The farmer's summary when an order window closes.
  'mail.summary.subject': '{farm}: {count, plural, one {# order} other {# orders}} this window',
  'mail.summary.closed':
    'The order window of your {kind, select, pickup {pickup} delivery {delivery} other {shipping}} at {place} closed {date}.',
  'mail.summary.zipCodes': 'zip codes {zips}',
  'mail.summary.orders': '{count, plural, one {# order} other {# orders}}, {amount} in products:',
  'mail.summary.none': 'No orders came in this time.',
  'mail.summary.byBuyer': 'By buyer:',
  'mail.summary.sheets': 'Pick lists and packing sheets: {url}',

  // Farmer applications and their answers.
  'mail.application.received.subject': 'We received your farmer application',
  'mail.application.received.body':
    'Thank you for applying to sell on the {name}. We received your application and our team will verify it shortly; we will write to you at this address.',
  'mail.application.approved.subject': 'Your farmer application is approved: set your password',
  'mail.application.approved.body': 'Welcome to the {name}: your farmer application is approved.',
  'mail.application.setPassword':
    'Choose your password here (the link works once, for {days, plural, one {# day} other {# days}}): {link}',
  'mail.application.nextSteps':
    'Then sign in as a farmer to set up your farm, your products and where you distribute them.',
  'mail.application.accountApproved.subject': 'Your farmer account is approved',
  'mail.application.accountApproved.body': 'Welcome to the {name}: your farmer account is approved.',
  'mail.application.listed': 'Buyers can now see your farm and its items, and you can hand out at markets.',
  'mail.application.declined.subject': 'Your farmer application',
  'mail.application.declined.body':
    'Thank you for applying to sell on the {name}. We are not able to approve your application at this time.',

  // The farmer's pick list and packing sheet (PDF and CSV).
  'sheet.pickList.title': 'Pick list – {farm}',
  'sheet.packing.title': 'Packing sheet – {farm}',
  'sheet.product': 'Product',
  'sheet.variety': 'Variety',
  'sheet.unit': 'Unit',
  'sheet.quantity': 'Quantity',
  'sheet.qty': 'Qty',
  'sheet.orders': 'Orders',
  'sheet.order': 'Order',
  'sheet.buyer': 'Buyer',
  'sheet.phone': 'Phone',
  'sheet.where': 'Where',
  'sheet.when': 'When',
  'sheet.howWhen': 'How / when',

  // A farm's statement (PDF and CSV); its columns and figures are the statement page's (portal part).

  // The farmer's orders file (CSV): its columns (the pick list's where the same) and a line's way.
  'sheet.placed': 'Placed',
  'sheet.status': 'Status',
  'sheet.email': 'Email',
  'sheet.way': 'Way',
  'sheet.wayName': '{way, select, Pickup {Pickup} Delivery {Delivery} Shipping {Shipping} other {{way}}}',
  'sheet.unitPrice': 'Unit price',
  'sheet.lineTotal': 'Line total',
  'sheet.deliveryFee': 'Delivery fee',
  'sheet.orderTotalFarm': 'Order total (farm)',

  // The invoice the marketplace sends a wholesale buyer or a school (the built-in processor: email and PDF).
  'mail.invoice.subject': 'Invoice for your {marketplace} order #{id}',
  'mail.invoice.body':
    'Your invoice {invoice} for {amount} is attached. It is due within {days, plural, one {# day} other {# days}}.',
  'mail.invoice.thanks': 'Thank you for buying from local farms.',
  'doc.invoice.title': 'Invoice',
  'doc.invoice.number': 'Invoice number: {invoice}',
  'doc.invoice.reference': 'Reference: {reference}',
  'doc.invoice.date': 'Date: {date}',
  'doc.invoice.due': 'Due: {date}',
  'doc.invoice.billTo': 'Bill to',
  'doc.invoice.description': 'Description',
  'doc.invoice.unitPrice': 'Unit price',
  'doc.invoice.amount': 'Amount',
  'doc.invoice.amountDue': 'Amount due: {amount}',
  'doc.invoice.feeLine': '{way, select, Shipping {Shipping} other {Delivery}} – {farm}',

  // The server's answers no page says (said(): in the caller's language).
  'answer.invoicePlaced':
    'Your order has been placed. You will receive an email from {from} with your invoice shortly.',
  'answer.signedUp': 'Your account has been created.',
  'answer.signedIn': 'You are now signed in.',
  'answer.signedOut': 'You have been signed out.',
  'answer.invalidCredentials': 'Invalid email or password.',
  'answer.oldPasswordWrong': 'Old password is incorrect.',
  'answer.passwordChanged': 'Your password has been changed.',
  'answer.onlyFarmers': 'Only farmers can do that.',
  'answer.onlyHosts': 'Only pick-up hosts can do that.',
  'answer.onlyAdmins': 'Only marketplace admins can do that.',
  'answer.multipart': 'Please send this form as multipart/form-data.',
  'answer.imageUnreadable': 'This image could not be read. Please choose another file.',
  'answer.outOfStock': '{name} is out of stock',
  'answer.unitsLeft': 'Only {n} units left of {name}',
  'answer.paymentAuthenticated': 'Payment authenticated.',
  'answer.paymentNotAuthenticated': 'Payment authentication failed.',
  'answer.alreadyPickedUp': 'This order has already been picked up.',
  'answer.tooManyPhotos': 'A farm shows at most {n} photos. Remove one first.',
  'answer.photoOrder': 'Send every photo of your farm once, in the order to show them.',
  'answer.choosePhoto': 'Choose a photo to upload.',
  'answer.noPayoutAccount': 'This farm has not connected a payout account yet.',

  // Moved from the main catalogue: the receipt's, the password reset's and a statement file's words, and the pages' description (only the server says them).
  'site.description': 'Order from local, sustainable farms for pick up, delivery or shipping.',
  'email.hello': 'Hello {name},',
  'email.reset.subject': 'Reset your password',
  'email.reset.intro':
    'We received a request to reset the password of your Local Food Marketplace account. Open this link to choose a new one:',
  'email.reset.expires':
    'The link works once and expires in {minutes} minutes. If you did not ask for this, you can ignore this email; your password stays the same.',
  'receipt.subject': 'Your order #{id} from {name}',
  'receipt.thanks': 'Thank you for your order #{id}, placed {date}.',
  'receipt.subtotalLine': 'Subtotal {amount}',
  'receipt.deliveryLine': 'Delivery charge {amount}',
  'receipt.totalLine': 'Total {amount}',
  'receipt.totalPaid': 'Total {amount} {how, select, invoice {(invoiced)} other {(charged to your card)}}',
  'receipt.seeOrders': 'See your orders: {url}',
  'receipt.showCode': 'Show this code at the pick-up table.',
  'receipt.pickupCode': 'Pick-up code: {code}',
  'receipt.pdfTitle': 'Order #{id}: {product}',
  'receipt.order': 'Order #{id}',
  'receipt.placed': 'Placed {date}',
  'receipt.status': 'Status: {status} · Paid by {payment}',
  'receipt.billedTo': 'Billed to',
  'receipt.harvest': 'Harvest status: {status}',
  'receipt.tracking': 'Tracking: {numbers}',
  'receipt.item': 'Item',
  'receipt.unit': 'Unit',
  'receipt.qty': 'Qty',
  'statement.sale': 'Sale',
  'statement.line': 'Line',
  'statement.feeRate': 'Fee rate',
  'statement.summary': 'Summary',
  'statement.pdfTitle': '{farm}: statement #{id}',

  // What the server answers when a farmer's, a host's or an admin's change is done (the toasts).
  'done.applicationApprovedSetPassword':
    'Application approved. The farmer has been emailed a link to set a password.',
  'done.applicationApprovedListed':
    'Application approved. The farm is now listed and the farmer has been emailed.',
  'done.applicationDeclined': 'Application declined.',
  'done.marketAdded': 'Market added.',
  'done.marketSaved': 'Market saved.',
  'done.recipeAdded': 'Recipe added.',
  'done.recipeSaved': 'Recipe saved.',
  'done.pickedUp': 'Marked as picked up.',
  'done.farmSaved': 'Farm saved.',
  'done.photoAdded': 'Photo added.',
  'done.photosReordered': 'Photos reordered.',
  'done.photoRemoved': 'Photo removed.',
  'done.itemAdded': 'Item added.',
  'done.itemSaved': 'Item saved.',
  'done.itemDuplicated': 'Item duplicated.',
  'done.distributionAdded': 'Distribution added.',
  'done.distributionSaved': 'Distribution saved.',
  'done.distributionRemoved': 'Distribution removed.',
  'done.trackingSaved': 'Tracking numbers saved.',
  'done.marked':
    '{status, select, 0 {Marked Pending.} 1 {Marked Harvested.} 2 {Marked Fulfilled.} other {Marked Out of Stock.}}',
} as const;
