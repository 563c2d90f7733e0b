import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressDto, AddressInput } from '@lfm/core';
import { api } from './client';
import { profileKey } from './get-profile';

export const addAddress = (body: AddressInput) =>
  api<{ message: string; address: AddressDto }>('POST', 'user/addAddress', { body });

/** Saves a new address to the profile, then reloads the profile. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
