import { useFarmerAction } from './farmer-action';

/** farmer/distributions/edit: the form's distribution with its distributionId (checked with the core distributionSchema first; the form shows the server's answer). */
export const useEditDistribution = () =>
  useFarmerAction<object>('farmer/distributions/edit', { silent: true });
