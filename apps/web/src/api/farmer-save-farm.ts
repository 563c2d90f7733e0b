import { useFarmerAction } from './farmer-action';

/** farmer/farm (multipart): the farm profile and its logo; the form shows the server's answer. */
export const useSaveFarm = () => useFarmerAction<FormData>('farmer/farm', { form: true, silent: true });
