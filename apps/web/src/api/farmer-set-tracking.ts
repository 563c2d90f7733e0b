import { useFarmerAction } from './farmer-action';

/** farmer/orders/tracking: the tracking numbers of a shipped order group. */
export const useSetTracking = () =>
  useFarmerAction<{ groupId: number; trackingNumbers: string[] }>('farmer/orders/tracking');
