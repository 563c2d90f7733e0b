import { useFarmerAction } from './farmer-action';

/** farmer/distributions/add: a new distribution (the form checks it with the core distributionSchema first and shows the server's answer). */
export const useAddDistribution = () => useFarmerAction<object>('farmer/distributions/add', { silent: true });
