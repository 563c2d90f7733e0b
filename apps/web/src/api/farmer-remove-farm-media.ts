import { useFarmerAction } from './farmer-action';

/** farmer/farm/media/remove: a photo taken out of the gallery. */
export const useRemoveFarmMedia = () => useFarmerAction<{ mediaId: number }>('farmer/farm/media/remove');
