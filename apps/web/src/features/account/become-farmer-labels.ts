import type { BECOME_FARMER_MAX } from '@lfm/core';

/** The become-a-farmer form's label of each field (SPEC 2), as the page shows them and its tests find them. */
export const BECOME_FARMER_LABELS: Record<keyof typeof BECOME_FARMER_MAX, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  certifications: 'Certifications and pledges',
  questions: 'Questions or comments',
};
