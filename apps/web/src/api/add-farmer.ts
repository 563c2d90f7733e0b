import { useMutation } from '@tanstack/react-query';
import type { BecomeFarmerInput, MessageResponse } from '@lfm/core';
import { api } from './client';

export const addFarmer = (body: BecomeFarmerInput) =>
  api<MessageResponse>('POST', 'admin/addFarmer', { body });

/** The become-a-farmer application (SPEC 2 'Other pages'). */
export const useAddFarmer = () => useMutation({ mutationFn: addFarmer, meta: { blocking: false } });
