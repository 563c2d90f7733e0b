import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type editAddressSchema } from '@lfm/core';
import { usersApi } from '@lfm/core/routes';
import { call } from './client';
import { profileKey } from './get-profile';

export type EditAddressBody = z.output<typeof editAddressSchema>;

export const editAddress = (body: EditAddressBody) => call(usersApi.editAddress, { body });

/** Updates one saved address, then reloads the profile. */
export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
