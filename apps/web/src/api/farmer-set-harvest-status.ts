import { useFarmerAction } from './farmer-action';

/** farmer/orders/harvestStatus: an order group's harvest status. */
export const useSetHarvestStatus = () =>
  useFarmerAction<{ groupId: number; harvestStatus: number }>('farmer/orders/harvestStatus');
