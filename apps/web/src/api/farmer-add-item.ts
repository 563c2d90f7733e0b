import { useFarmerAction } from './farmer-action';

/** farmer/inventory/add (multipart): a new item with its picture; the form shows the server's answer. */
export const useAddItem = () =>
  useFarmerAction<FormData>('farmer/inventory/add', { form: true, silent: true });
