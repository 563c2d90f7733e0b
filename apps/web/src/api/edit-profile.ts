import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditProfileInput } from '@lfm/core';
import { usersApi } from '@lfm/core/routes';
import { call } from './client';
import { profileKey } from './get-profile';

export interface EditProfileBody extends EditProfileInput {
  profileImage?: File | null;
}

/** Multipart: the picture travels with the name and phone. */
export function editProfile({ profileImage, ...fields }: EditProfileBody) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (profileImage) form.append('profileImage', profileImage);
  return call(usersApi.editProfile, { form });
}

/** Saves name, phone and picture, then reloads the profile. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
