import { School, ShoppingBasket, Store, Tractor, Warehouse, type LucideIcon } from 'lucide-react';
import { UserType } from '@lfm/core';

export interface UserKind {
  type: number;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** SPEC 2 sign-in-as: the five kinds of account, in the order the modal shows them. */
export const USER_KINDS: UserKind[] = [
  {
    type: UserType.Customer,
    label: 'Local Customer',
    description: 'Food for you and your household',
    icon: ShoppingBasket,
  },
  {
    type: UserType.Wholesaler,
    label: 'Wholesale Buyer',
    description: 'Restaurants, universities and other businesses',
    icon: Store,
  },
  {
    type: UserType.Farmer,
    label: 'Farmer',
    description: 'Sell your harvest and manage orders',
    icon: Tractor,
  },
  {
    type: UserType.School,
    label: 'School',
    description: 'Fresh, local food for your students',
    icon: School,
  },
  {
    type: UserType.PickUpHost,
    label: 'Pick Up Host',
    description: 'Hand out orders at your market or pop-up',
    icon: Warehouse,
  },
];

export const userKindLabel = (type: number | undefined) => USER_KINDS.find((k) => k.type === type)?.label;

/** The kind chosen at the last sign-in on this device (issue 15: the chooser remembers it). */
const LAST_KIND_KEY = 'lastSignInKind';
export const lastSignInKind = () => {
  const kind = Number(localStorage.getItem(LAST_KIND_KEY));
  return USER_KINDS.some((k) => k.type === kind) ? kind : undefined;
};
export const rememberSignInKind = (kind: number) => localStorage.setItem(LAST_KIND_KEY, String(kind));
