import { useFarmerAction } from './farmer-action';

/** farmer/farm/media/order: the gallery's photos in their new order. */
export const useOrderFarmMedia = () => useFarmerAction<{ mediaIds: number[] }>('farmer/farm/media/order');
