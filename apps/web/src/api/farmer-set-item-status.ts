import { useFarmerAction } from './farmer-action';

/** farmer/inventory/status: lists an item (1) or marks it out of stock (0). */
export const useSetItemStatus = () =>
  useFarmerAction<{ inventoryId: number; status: number }>('farmer/inventory/status');
