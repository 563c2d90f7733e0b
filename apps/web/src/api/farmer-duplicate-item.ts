import { useFarmerAction } from './farmer-action';
import type { PortalItem } from './farmer-inventory';

/** farmer/inventory/duplicate: an unpublished copy of an item, answered with the copy. */
export const useDuplicateItem = () =>
  useFarmerAction<{ inventoryId: number }, { message: string; item: PortalItem }>(
    'farmer/inventory/duplicate',
  );
