import { useMutation } from '@tanstack/react-query';
import { type BecomeFarmerInput } from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { call } from './client';

/** The become-a-farmer application (SPEC 2 'Other pages'): admin/addFarmer. */
export const useAddFarmer = () =>
  useMutation({
    mutationFn: (body: BecomeFarmerInput) => call(adminApi.addFarmer, { body }),
    meta: { blocking: false },
  });
