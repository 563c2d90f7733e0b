import { useFarmerAction } from './farmer-action';

/** farmer/inventory/edit (multipart): an item's fields and, optionally, a new picture; the form shows the server's answer. */
export const useEditItem = () =>
  useFarmerAction<FormData>('farmer/inventory/edit', { form: true, silent: true });
