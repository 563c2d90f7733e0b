import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressInput } from '@lfm/core';
import { usersApi } from '@lfm/core/routes';
import { call } from './client';
import { profileKey } from './get-profile';

export const addAddress = (body: AddressInput) => call(usersApi.addAddress, { body });

/** Saves a new address to the profile, then reloads the profile. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
