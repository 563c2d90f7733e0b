import { School, ShoppingBasket, Store, Tractor, Warehouse, type LucideIcon } from 'lucide-react';
import { UserType } from '@lfm/core';
import type { MessageKey } from '../../lib/i18n';

export interface UserKind {
  type: number;
  /** Catalogue keys. */
  label: MessageKey;
  description: MessageKey;
  icon: LucideIcon;
}

/** SPEC 2 sign-in-as: the five kinds of account, in the order the modal shows them. */
export const USER_KINDS: UserKind[] = [
  {
    type: UserType.Customer,
    label: 'userType.customer',
    description: 'userType.customer.about',
    icon: ShoppingBasket,
  },
  {
    type: UserType.Wholesaler,
    label: 'userType.wholesaler',
    description: 'userType.wholesaler.about',
    icon: Store,
  },
  {
    type: UserType.Farmer,
    label: 'userType.farmer',
    description: 'userType.farmer.about',
    icon: Tractor,
  },
  {
    type: UserType.School,
    label: 'userType.school',
    description: 'userType.school.about',
    icon: School,
  },
  {
    type: UserType.PickUpHost,
    label: 'userType.host',
    description: 'userType.host.about',
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
