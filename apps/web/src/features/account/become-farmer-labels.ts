import type { BECOME_FARMER_MAX } from '@lfm/core';
import type { MainMessageKey, PagesKey } from '@lfm/core/i18n/catalogue';

/**
 * The become-a-farmer form's label of each field (SPEC 2), as catalogue keys (the main catalogue's and the pages
 * part's, which the page loads): the page and its tests say them.
 */
export const BECOME_FARMER_LABELS: Record<keyof typeof BECOME_FARMER_MAX, MainMessageKey | PagesKey> = {
  firstName: 'field.firstName',
  lastName: 'field.lastName',
  email: 'field.email',
  phone: 'field.phone',
  addressLine1: 'field.addressLine1',
  addressLine2: 'field.addressLine2',
  city: 'field.city',
  state: 'field.state',
  postalCode: 'becomeFarmer.postalCode',
  country: 'checkout.country',
  certifications: 'becomeFarmer.certifications',
  questions: 'becomeFarmer.questions',
};
