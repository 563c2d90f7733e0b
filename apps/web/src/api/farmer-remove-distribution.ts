import { useFarmerAction } from './farmer-action';

/** farmer/distributions/remove: buyers no longer see it; orders already placed keep it. */
export const useRemoveDistribution = () =>
  useFarmerAction<{ distributionId: number }>('farmer/distributions/remove');
