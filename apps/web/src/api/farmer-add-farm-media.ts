import { useFarmerAction } from './farmer-action';

/** farmer/farm/media (multipart): a photo added to the farm's gallery. */
export const useAddFarmMedia = () => useFarmerAction<FormData>('farmer/farm/media', { form: true });
