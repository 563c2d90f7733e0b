import type { AddressValue } from '../../schema';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  password: string;
  label: string;
}

export interface DemoUserSeed {
  email: string;
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 1 | 2 | 3 | 5;
  consumerType?: number;
  role?: 'admin';
  invoiceStatus?: number;
  address?: Omit<AddressValue, 'firstName' | 'lastName' | 'phoneNumber'>;
}

/** Buyers, host and admin; the farmer account is the owner of the first farm (data/farms.ts). */
export const DEMO_USERS: DemoUserSeed[] = [
  {
    email: 'customer@demo.local',
    label: 'Local customer, with a saved address in Princeton, NJ (delivery area of two farms)',
    firstName: 'Casey',
    lastName: 'Morgan',
    phone: '6095550134',
    userType: 2,
    address: {
      addressLine1: '38 Linden Ln',
      addressLine2: '',
      city: 'Princeton',
      state: 'NJ',
      postalCode: '08540',
    },
  },
  {
    email: 'wholesale@demo.local',
    label: 'Wholesale buyer: a restaurant in Hudson, NY, that may pay by invoice',
    firstName: 'Jordan',
    lastName: 'Ellis',
    phone: '5185550177',
    userType: 3,
    consumerType: 3,
    invoiceStatus: 0,
    address: {
      addressLine1: '612 Warren St',
      addressLine2: '',
      city: 'Hudson',
      state: 'NY',
      postalCode: '12534',
    },
  },
  {
    email: 'school@demo.local',
    label: 'School buyer in Pennington, NJ (wholesale prices, may pay by invoice)',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '6095550190',
    userType: 3,
    consumerType: 2,
    invoiceStatus: 0,
    address: {
      addressLine1: '45 S Main St',
      addressLine2: '',
      city: 'Pennington',
      state: 'NJ',
      postalCode: '08534',
    },
  },
  {
    email: 'host@demo.local',
    label: 'Pick Up Host',
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '7185550121',
    userType: 5,
    address: {
      addressLine1: '336 3rd St',
      addressLine2: '',
      city: 'Brooklyn',
      state: 'NY',
      postalCode: '11215',
    },
  },
  {
    email: 'admin@demo.local',
    label: 'Marketplace admin',
    firstName: 'Avery',
    lastName: 'Chen',
    phone: '2125550100',
    userType: 2,
    role: 'admin',
  },
];

/** Every demo sign-in, for the README and the tests. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  ...DEMO_USERS.slice(0, 3),
  { email: 'farmer@demo.local', label: 'Farmer: Ruth Delgado of Hawthorn Hollow Farm' },
  ...DEMO_USERS.slice(3),
].map(({ email, label }) => ({ email, password: DEMO_PASSWORD, label }));
