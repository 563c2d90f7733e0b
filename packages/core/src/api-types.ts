import type { Locale } from './i18n/locales';
/** Shapes of the API's responses that both the server and the web app rely on (SPEC 3, 7). */

export interface AddressDto {
  _id: number;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface UserProfileDto {
  _id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 1 Farmer, 2 Customer, 3 Wholesaler (schools: 3 with consumerType 2), 5 Pick Up Host. */
  userType: number;
  consumerType: number | null;
  address: AddressDto[];
  profileImage: string | null;
  farmInfo: { farmName: string; infoAboutFarmer: string } | null;
  /** 0 means approved to pay by invoice (SPEC 6); null means not approved. */
  invoiceStatus: number | null;
  isAdmin: boolean;
  /** The language the person chose (issue 32: pages and emails follow it); null until they choose. */
  language: Locale | null;
}

/** user/login, user/signup and user/resetpassword answer with a session. */
export interface SessionResponse {
  accessToken: string;
  userProfile: UserProfileDto;
  /** For farmers and pick-up hosts: where their own site is (SPEC 1). */
  redirectUrl?: string;
  message?: string;
}

export interface MessageResponse {
  message: string;
}
