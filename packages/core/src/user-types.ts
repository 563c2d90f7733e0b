// SPEC 3: user types. Their own module without zod (users.ts re-exports them), so a page that only asks
// what kind of user someone is does not load zod and the schemas (issue 15).
export const UserType = { Farmer: 1, Customer: 2, Wholesaler: 3, School: 4, PickUpHost: 5 } as const;
export type UserTypeCode = (typeof UserType)[keyof typeof UserType];
/** SPEC 3: wholesale subtypes (consumerType); 2 is used for schools, which sign up as type 3. */
export const WholesaleType = { University: 1, School: 2, Restaurant: 3, Other: 4 } as const;
/** SPEC 6: Pay by Invoice is for type 3 with invoiceStatus 0 (approved). */
export const INVOICE_APPROVED = 0;
/**
 * SPEC 1: schools 'can pay by card or invoice' and need no EIN: a school (type 3, consumerType 2)
 * is approved for invoices from sign-up; other wholesale buyers wait for an admin.
 */
export const invoiceStatusAtSignup = (userType: number, consumerType?: number | null) =>
  userType === UserType.Wholesaler && consumerType === WholesaleType.School ? INVOICE_APPROVED : null;

/** Farmers and pick-up hosts run their business on their own site (SPEC 1). */
export const hasOwnSite = (userType: number) =>
  userType === UserType.Farmer || userType === UserType.PickUpHost;
/** Buyers who see wholesale prices: wholesalers, and schools (stored as 3 with consumerType 2). */
export const isWholesaleBuyer = (userType: number) =>
  userType === UserType.Wholesaler || userType === UserType.School;
/**
 * All a catalogue answer may know of who looks (SPEC 6): wholesale prices, units, stock and delivery
 * options (UserType.Wholesaler for wholesalers and schools), or everyone else's (null: visitors,
 * households, farmers, hosts). The catalogue's viewer carries this, and its kept answers are shared by it.
 */
export const catalogueViewerType = (userType: number | null | undefined): number | null =>
  userType != null && isWholesaleBuyer(userType) ? UserType.Wholesaler : null;
